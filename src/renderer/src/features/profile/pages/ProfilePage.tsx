import { useState, type FormEvent } from 'react';
import { Avatar, Badge, Body1, Button, Caption1, Field, Input, Subtitle2, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { useMutation } from '@tanstack/react-query';
import { useFormat } from '@renderer/features/preferences';
import { BIO_MAX_LENGTH, STATUS_MAX_LENGTH, type Profile } from '@shared/api';
import { OAUTH_PROVIDER_LABELS } from '@shared/oauth';
import { toUserFacingError } from '@renderer/api/errors';
import { useAccountApi, useAccountDialogStore, useAuthState, useIsSignedIn, useSession } from '@renderer/features/auth';
import { useToast } from '@renderer/features/toast';
import { PageContainer, PageHeading, SignedOutPanel, Paper } from '@renderer/features/ui';
import { lazyOptional } from '@renderer/platform/lazy-optional';
import { useProfileTranslation } from '../strings';

// Below the profile forms: the pictures and the security section, a chunk of their own (each lazy page ≤ 40 kB: docs/product-rules.md §Performance 2).
const ProfileExtras = lazyOptional(() => import('../components/ProfileExtras').then((module) => module.ProfileExtras));

const useStyles = makeStyles({
  card: { borderRadius: '8px', padding: tokens.spacingHorizontalXL, gap: tokens.spacingVerticalM },
  banner: {
    height: '160px',
    borderRadius: '8px',
    backgroundColor: tokens.colorBrandBackground2,
    backgroundSize: 'cover',
    backgroundPosition: 'center',
  },
  identity: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
  names: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  badges: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end', flexWrap: 'wrap' },
  grow: { flexGrow: 1, minWidth: '220px' },
});

/**
 * /account/profile (signed in only; docs/product-rules.md §Account 2–4): shows the profile, edits user name and bio
 * (POST /api/account/profile/update/), sets a status (POST /api/account/profile/update-status/)
 * and uploads a profile picture and a background with progress (PUT …/upload-picture/ and
 * …/upload-background/). Server text renders as text (§Account 8). In the sm container
 * (§Shell 10). Signed out: the shared "sign in to see this" panel, whose button opens the sign-in
 * dialog (the dialog does not open by itself); once signed in the profile shows.
 */
export function ProfilePage() {
  const { t } = useProfileTranslation();
  const signedIn = useIsSignedIn();
  const showDialog = useAccountDialogStore((state) => state.show);

  if (!signedIn) {
    return (
      <PageContainer size="sm">
        <PageHeading>{t('profile.title')}</PageHeading>
        <SignedOutPanel onSignIn={() => showDialog('signIn')} />
      </PageContainer>
    );
  }
  return <SignedInProfile />;
}

/** The profile's card: picture, name, e-mail, status, badges (verified, moderator, linked provider) and the join date. */
function ProfileIdentity({ profile }: { profile: Profile }) {
  const { t } = useProfileTranslation();
  const format = useFormat();
  const styles = useStyles();
  return (
    <Paper className={styles.card}>
      <div className={styles.identity}>
        <Avatar size={72} name={profile.username} image={profile.profile_picture_url ? { src: profile.profile_picture_url, alt: t('profile.pictureAlt') } : undefined} />
        <div className={styles.names}>
          <PageHeading>{profile.username}</PageHeading>
          <Body1>{profile.email}</Body1>
          {profile.pending_email && <Caption1>{t('profile.pendingEmail', { email: profile.pending_email })}</Caption1>}
          {profile.status && <Caption1>{profile.status}</Caption1>}
          <div className={styles.badges}>
            <Badge appearance="tint" color={profile.email_verified ? 'success' : 'warning'}>
              {profile.email_verified ? t('profile.emailVerified') : t('profile.emailNotVerified')}
            </Badge>
            {profile.is_moderator && <Badge appearance="tint">{t('auth.moderator')}</Badge>}
            {profile.social_provider && <Badge appearance="outline">{t('profile.linkedWith', { provider: OAUTH_PROVIDER_LABELS[profile.social_provider] })}</Badge>}
          </div>
          <Caption1>{t('profile.memberSince', { date: format.date(profile.date_joined) })}</Caption1>
        </div>
      </div>
    </Paper>
  );
}

/**
 * The signed-in profile page once the profile is known: the editors start from it. (Mounted before it
 * arrived, they would start blank, and saving would send a blank user name.)
 */
function SignedInProfile() {
  const { t } = useProfileTranslation();
  const profile = useAuthState((state) => state.profile);
  if (!profile) return <Body1>{t('profile.loading')}</Body1>;
  return <ProfileEditors key={profile.id} profile={profile} />;
}

function ProfileEditors({ profile }: { profile: Profile }) {
  const { t } = useProfileTranslation();
  const styles = useStyles();
  const account = useAccountApi();
  const session = useSession();
  const toast = useToast();
  const [username, setUsername] = useState(profile.username);
  const [bio, setBio] = useState(profile.bio);
  const [status, setStatus] = useState(profile.status);

  const saveDetails = useMutation({
    mutationFn: account.updateProfile,
    onSuccess: (next) => {
      session.profileChanged(next);
      toast.set({ open: true, severity: 'success', title: t('profile.saved') });
    },
  });
  const saveStatus = useMutation({
    mutationFn: account.updateStatus,
    onSuccess: (next) => {
      session.profileChanged(next);
      toast.set({ open: true, severity: 'success', title: t('profile.statusSaved') });
    },
  });
  const detailsError = saveDetails.error ? toUserFacingError(saveDetails.error) : null;
  const statusError = saveStatus.error ? toUserFacingError(saveStatus.error) : null;

  const submitDetails = (event: FormEvent) => {
    event.preventDefault();
    saveDetails.mutate({ username: username.trim(), bio });
  };
  const submitStatus = (event: FormEvent) => {
    event.preventDefault();
    saveStatus.mutate(status.trim());
  };

  return (
    <PageContainer size="sm">
      <div
        className={styles.banner}
        role="img"
        aria-label={t('profile.backgroundAlt')}
        style={profile.background_picture_url ? { backgroundImage: `url("${encodeURI(profile.background_picture_url)}")` } : undefined}
      />
      <ProfileIdentity profile={profile} />

      <Paper className={styles.card}>
        <Subtitle2 as="h2">{t('profile.statusHeading')}</Subtitle2>
        <form className={styles.row} onSubmit={submitStatus} noValidate>
          <Field className={styles.grow} label={t('profile.status')} validationMessage={statusError?.fieldErrors.status?.join(' ') ?? statusError?.message}>
            <Input value={status} maxLength={STATUS_MAX_LENGTH} onChange={(_, d) => setStatus(d.value)} />
          </Field>
          <Button type="submit" appearance="primary" disabled={saveStatus.isPending}>
            {t('profile.setStatus')}
          </Button>
        </form>
      </Paper>

      <Paper className={styles.card}>
        <Subtitle2 as="h2">{t('profile.detailsHeading')}</Subtitle2>
        <form className={styles.form} onSubmit={submitDetails} noValidate>
          <Field label={t('auth.username')} required validationMessage={detailsError?.fieldErrors.username?.join(' ')}>
            <Input value={username} onChange={(_, d) => setUsername(d.value)} autoComplete="username" />
          </Field>
          <Field label={t('profile.bio')} validationMessage={detailsError?.fieldErrors.bio?.join(' ')} hint={t('profile.bioHint', { max: BIO_MAX_LENGTH })}>
            <Textarea value={bio} maxLength={BIO_MAX_LENGTH} onChange={(_, d) => setBio(d.value)} resize="vertical" />
          </Field>
          {detailsError && Object.keys(detailsError.fieldErrors).length === 0 && <Body1 role="alert">{detailsError.message}</Body1>}
          <div className={styles.row}>
            <Button type="submit" appearance="primary" disabled={saveDetails.isPending}>
              {saveDetails.isPending ? t('account.saving') : t('profile.save')}
            </Button>
          </div>
        </form>
      </Paper>

      <ProfileExtras cardClassName={styles.card} />
    </PageContainer>
  );
}
