import { useId } from 'react';
import { useNavigate } from 'react-router';
import { Body1, Divider, Link, MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { PAGES } from '@shared/prerender/pages';
import { useAccountDialogStore, useIsModerator, useIsSignedIn } from '@renderer/features/auth';
import { PageContainer, PageHeading, SignedOutPanel } from '@renderer/features/ui';
import { lazyOptional } from '@renderer/platform/lazy-optional';
import { FigureEditor } from '../components/FigureEditor';
import { useModerationTranslation } from '../strings';

// Below the figure editor: chunks of their own, loaded with the page (each lazy page ≤ 40 kB: docs/product-rules.md §Performance 2).
const AnnouncementForm = lazyOptional(() => import('../components/AnnouncementForm').then((module) => module.AnnouncementForm));
const ChangeLog = lazyOptional(() => import('../components/ChangeLog').then((module) => module.ChangeLog));

/**
 * The moderation page (/moderation, docs/product-rules.md §Moderation). Shown only when the moderator
 * flag is true (§Moderation 1: signed in and the profile has is_moderator). Signed out it shows the
 * shared "sign in to see this" panel (§Shell 16); a signed-in collector sees a distinct "for
 * moderators" message and no form (the API refuses them anyway). A moderator gets the figure
 * editor, the announcement form and the change log, and a link to the fulfilment page. In the md container (§Shell 10).
 */
export function ModerationPage() {
  const { t } = useModerationTranslation();
  const signedIn = useIsSignedIn();
  const isModerator = useIsModerator();
  const showDialog = useAccountDialogStore((state) => state.show);
  const headingId = useId();
  const navigate = useNavigate();

  return (
    <PageContainer size="md" as="section" aria-labelledby={headingId}>
      <PageHeading id={headingId}>{t('moderation.title')}</PageHeading>
      {!signedIn ? (
        <SignedOutPanel onSignIn={() => showDialog('signIn')} />
      ) : isModerator ? (
        <>
          <Link
            href={PAGES.fulfilment.path}
            onClick={(event) => {
              event.preventDefault();
              void navigate(PAGES.fulfilment.path);
            }}
          >
            {t('moderation.fulfilmentLink')}
          </Link>
          <FigureEditor />
          <Divider />
          <AnnouncementForm />
          <Divider />
          <ChangeLog />
        </>
      ) : (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{t('moderation.forModeratorsTitle')}</MessageBarTitle>
            <Body1>{t('moderation.forModeratorsBody')}</Body1>
          </MessageBarBody>
        </MessageBar>
      )}
    </PageContainer>
  );
}

export default ModerationPage;
