import { useId, type ReactNode } from 'react';
import { Badge, Caption1, Field, MessageBar, MessageBarBody, MessageBarTitle, Radio, RadioGroup, Select, Spinner, Subtitle1, Switch, makeStyles, tokens } from '@fluentui/react-components';
import { languages, type Language } from '@shared/api';
import { useIsSignedIn } from '@renderer/features/auth';
import { PageHeading, Paper } from '@renderer/features/ui';
import { LANGUAGE_NAMES, localeOf } from '../locale';
import { usePreferences, usePreferencesSyncState, useUpdatePreferences } from '../PreferencesProvider';
import { useDiscordPreferences, useIsDiscordUser, useUpdateDiscordPreferences } from '../useDiscordPreferences';
import { useSettingsTranslation } from '../strings';
import { AdultContentSwitch } from './AdultContentSwitch';

const useStyles = makeStyles({
  head: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  group: { gap: tokens.spacingVerticalM },
  groupTitle: { margin: 0 },
  fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

function Group({ title, children }: { title: string; children: ReactNode }) {
  const styles = useStyles();
  const id = useId();
  return (
    <Paper className={styles.group} role="group" aria-labelledby={id}>
      <Subtitle1 as="h2" id={id} className={styles.groupTitle}>
        {title}
      </Subtitle1>
      <div className={styles.fields}>{children}</div>
    </Paper>
  );
}

function SyncBadge() {
  const { t } = useSettingsTranslation();
  const { status } = usePreferencesSyncState();
  const badge = {
    local: { color: 'informative', text: t('settings.statusLocal') },
    loading: { color: 'informative', text: t('settings.statusLoading') },
    saving: { color: 'warning', text: t('settings.statusSaving') },
    synced: { color: 'success', text: t('settings.statusSynced') },
    failed: { color: 'danger', text: t('settings.statusFailed') },
    offline: { color: 'warning', text: t('settings.statusOffline') },
  } as const;
  const { color, text } = badge[status];
  return (
    <span role="status" aria-live="polite">
      <Badge appearance="tint" color={color} size="large" icon={status === 'saving' || status === 'loading' ? <Spinner size="extra-tiny" /> : undefined}>
        {text}
      </Badge>
    </span>
  );
}

function DiscordGroup() {
  const { t } = useSettingsTranslation();
  const discord = useDiscordPreferences();
  const update = useUpdateDiscordPreferences();
  return (
    <Group title={t('settings.discord')}>
      {discord.isPending && <Spinner size="tiny" label={t('settings.statusLoading')} />}
      {discord.isError && <Caption1 role="alert">{t('settings.discordFailed')}</Caption1>}
      {discord.data && (
        <>
          <Switch
            label={t('settings.dmNewStock')}
            checked={discord.data.dm_new_stock}
            onChange={(_, data) => update.mutate({ dm_new_stock: data.checked })}
          />
          <Switch
            label={t('settings.dmOrderUpdates')}
            checked={discord.data.dm_order_updates}
            onChange={(_, data) => update.mutate({ dm_order_updates: data.checked })}
          />
        </>
      )}
      {update.isError && <Caption1 role="alert">{t('settings.discordSaveFailed')}</Caption1>}
    </Group>
  );
}

/**
 * What the settings page shows of features that import preferences (so preferences cannot import
 * them): the app passes them in (app/pages/SettingsPage.tsx).
 */
export interface SettingsSlots {
  /** The id its page heading gets, which the page's container (app/pages/SettingsPage.tsx) is labelled by. */
  titleId: string;
  /** The currency group's fields: primary currency, display format, the rates' note (the currency feature's). */
  currencyFields: ReactNode;
  /** The push_notifications switch, which asks the browser's permission (the notifications feature's). */
  pushNotificationsSwitch: ReactNode;
}

/**
 * The settings page's content (/settings, docs/product-rules.md §Preferences 13): every preference
 * with Fluent controls, grouped as §Preferences 1 groups them (content, interface, notifications,
 * currency; plus Discord for Discord users: §Preferences 12), and whether they are local, saving,
 * synced or failed (with the exact error of §Preferences 8). Each change applies at once; signed
 * in, it is sent to the server. Rendered inside the page's container; the currency fields and the
 * push switch come in as slots (SettingsSlots).
 */
export function SettingsContent({ titleId, currencyFields, pushNotificationsSwitch }: SettingsSlots) {
  const { t } = useSettingsTranslation();
  const styles = useStyles();
  const preferences = usePreferences();
  const signedIn = useIsSignedIn();
  const update = useUpdatePreferences();
  const { status, error } = usePreferencesSyncState();
  const isDiscordUser = useIsDiscordUser();

  return (
    <>
      <div className={styles.head}>
        <PageHeading id={titleId}>{t('settings.title')}</PageHeading>
        <SyncBadge />
      </div>
      {status === 'failed' && (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{error ?? t('settings.loadFailed')}</MessageBarTitle>
            {error && t('preferences.refetched')}
          </MessageBarBody>
        </MessageBar>
      )}
      {status === 'offline' && (
        <MessageBar intent="warning">
          <MessageBarBody>{t('preferences.savedOffline')}</MessageBarBody>
        </MessageBar>
      )}

      <Group title={t('settings.content')}>
        <AdultContentSwitch
          show={preferences.content.show_nsfw}
          blur={preferences.ui.blur_nsfw}
          onShowChange={(show) => update({ content: { show_nsfw: show } })}
          onBlurChange={(blur) => update({ ui: { blur_nsfw: blur } })}
        />
        <Switch
          label={t('settings.showPrices')}
          checked={preferences.content.show_prices}
          onChange={(_, data) => update({ content: { show_prices: data.checked } })}
        />
      </Group>

      <Group title={t('settings.ui')}>
        <Field label={t('settings.theme')}>
          <RadioGroup layout="horizontal" value={preferences.ui.theme} onChange={(_, data) => update({ ui: { theme: data.value as 'light' | 'dark' } })}>
            <Radio value="light" label={t('settings.themeLight')} />
            <Radio value="dark" label={t('settings.themeDark')} />
          </RadioGroup>
        </Field>
        <Field label={t('settings.language')}>
          <Select value={preferences.ui.language} onChange={(_, data) => update({ ui: { language: data.value as Language } })}>
            {languages.map((language) => (
              <option key={language} value={language} lang={localeOf(language)}>
                {LANGUAGE_NAMES[language]}
              </option>
            ))}
          </Select>
        </Field>
      </Group>

      <Group title={t('settings.notifications')}>
        {/* A visitor may set them now; they act for the account once signed in (docs/product-rules.md §Notifications 13). */}
        {!signedIn && <Caption1 as="p">{t('settings.notificationsSignedOut')}</Caption1>}
        {/* What the demo API does with it (docs/product-rules.md §Notifications 13): a daily e-mail of the unread ones. */}
        <Field hint={t('settings.emailDigestHint')}>
          <Switch
            label={t('settings.emailDigest')}
            checked={preferences.notifications.email_digest}
            onChange={(_, data) => update({ notifications: { email_digest: data.checked } })}
          />
        </Field>
        {pushNotificationsSwitch}
      </Group>

      <Group title={t('settings.currency')}>{currencyFields}</Group>

      {isDiscordUser && <DiscordGroup />}
    </>
  );
}
