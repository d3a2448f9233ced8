import { useId, useMemo, useState, type ReactNode } from 'react';
import { Badge, Button, Caption1, Field, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle, Radio, RadioGroup, Select, Spinner, Subtitle1, Switch, makeStyles, tokens } from '@fluentui/react-components';
import { displayFormats, languages, type Language } from '@shared/api';
import { currencyName, formatPrice, RatesNote, useExchangeRates } from '@renderer/features/currency';
import { requestSystemNotificationPermission, systemNotificationPermission, type SystemNotificationPermission } from '@renderer/features/notifications';
import { useHydrated } from '@renderer/platform/use-hydrated';
import { PageContainer, PageHeading, Paper } from '@renderer/features/ui';
import { localeOf } from '../locale';
import { usePreferences, usePreferencesSyncState, useUpdatePreferences } from '../PreferencesProvider';
import { useDiscordPreferences, useIsDiscordUser, useUpdateDiscordPreferences } from '../useDiscordPreferences';
import { useSettingsTranslation } from '../strings';

const useStyles = makeStyles({
  head: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  group: { gap: tokens.spacingVerticalM },
  groupTitle: { margin: 0 },
  fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** Native names, so each language is recognisable whatever the current one is. */
const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ja: '日本語', zh: '简体中文' };
/** Offered even before the rates arrive. */
const BASE_CURRENCIES = ['JPY', 'CNY', 'USD', 'EUR'];

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
 * The primary currency (spec point 3): the base currencies and every one the rates list, named in the
 * UI language. Its own component: the rates' answer (and hydration, which holds their cached copy
 * back: CurrencyProvider) re-render this field, not the whole page (issue 15: total blocking time).
 */
function PrimaryCurrencyField() {
  const { t } = useSettingsTranslation();
  const preferences = usePreferences();
  const update = useUpdatePreferences();
  const rates = useExchangeRates();
  const locale = localeOf(preferences.ui.language);
  const currencies = useMemo(() => {
    const codes = new Set([...BASE_CURRENCIES, ...Object.keys(rates.data?.jpyRates.rates ?? {}), preferences.currency.primary]);
    return [...codes].sort();
  }, [rates.data, preferences.currency.primary]);
  return (
    <Field label={t('settings.primaryCurrency')} hint={t('settings.primaryCurrencyHint')}>
      <Select value={preferences.currency.primary} onChange={(_, data) => update({ currency: { primary: data.value } })}>
        {currencies.map((code) => (
          <option key={code} value={code}>
            {code} — {currencyName(code, locale)}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/**
 * The push_notifications switch (issue 13 item 4). Switching it on while the browser has not been
 * asked asks it, from that click only (never at load); "Allow" asks again later on the person's
 * action. While on and the browser blocks notifications (or has none), a note says so and how to
 * change it. The preference is saved as chosen either way (it is the person's).
 */
function PushNotificationsSwitch() {
  const { t } = useSettingsTranslation();
  const checked = usePreferences().notifications.push_notifications;
  const update = useUpdatePreferences();
  // The browser's permission is unknown to the pre-render (issue 15): no note until hydrated.
  const hydrated = useHydrated();
  const [answer, setPermission] = useState<SystemNotificationPermission | null>(null);
  const permission = answer ?? (hydrated ? systemNotificationPermission() : null);
  const noteId = useId();
  const ask = () => void requestSystemNotificationPermission().then(setPermission);
  const onChange = (on: boolean) => {
    // Asked first, within the click, so the browser counts it as the person's action.
    if (on && systemNotificationPermission() === 'default') ask();
    update({ notifications: { push_notifications: on } });
  };
  const blocked = permission === 'denied' || permission === 'unsupported';
  return (
    <>
      <Field hint={t('settings.pushNotificationsHint')}>
        <Switch
          label={t('settings.pushNotifications')}
          checked={checked}
          aria-describedby={checked && permission !== null && permission !== 'granted' ? noteId : undefined}
          onChange={(_, data) => onChange(data.checked)}
        />
      </Field>
      {/* Always present, so a note that appears (e.g. after the browser's "Block") is read out. */}
      <div aria-live="polite">
        {checked && blocked && (
          <MessageBar intent="warning" layout="multiline" id={noteId}>
            <MessageBarBody>
              <MessageBarTitle>{t(permission === 'denied' ? 'settings.pushBlockedTitle' : 'settings.pushUnsupportedTitle')}</MessageBarTitle>
              {t(permission === 'denied' ? 'settings.pushBlockedBody' : 'settings.pushUnsupportedBody')}
            </MessageBarBody>
          </MessageBar>
        )}
        {checked && permission === 'default' && (
          <MessageBar intent="info" layout="multiline" id={noteId}>
            <MessageBarBody>{t('settings.pushNotAsked')}</MessageBarBody>
            <MessageBarActions>
              <Button onClick={ask}>{t('settings.pushAllow')}</Button>
            </MessageBarActions>
          </MessageBar>
        )}
      </div>
    </>
  );
}

/**
 * The settings page (/settings, issue 4): every preference with Fluent controls, grouped as spec
 * point 3 groups them (content, interface, notifications, currency; plus Discord for Discord
 * users), and whether they are local, saving, synced or failed (with the spec's exact error).
 * Each change applies at once; signed in, it is sent to the server.
 */
export function SettingsPage() {
  const { t } = useSettingsTranslation();
  const styles = useStyles();
  const preferences = usePreferences();
  const update = useUpdatePreferences();
  const { status, error } = usePreferencesSyncState();
  const isDiscordUser = useIsDiscordUser();
  const locale = localeOf(preferences.ui.language);

  return (
    <PageContainer size="sm" as="section" aria-labelledby="settings-title">
      <div className={styles.head}>
        <PageHeading id="settings-title">{t('settings.title')}</PageHeading>
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
        <Switch
          label={t('settings.showNsfw')}
          checked={preferences.content.show_nsfw}
          onChange={(_, data) => update({ content: { show_nsfw: data.checked } })}
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
        <Switch
          label={t('settings.blurNsfw')}
          checked={preferences.ui.blur_nsfw}
          onChange={(_, data) => update({ ui: { blur_nsfw: data.checked } })}
        />
      </Group>

      <Group title={t('settings.notifications')}>
        {/* What the demo API does with it (issue 13 item 5): a daily e-mail of the unread ones. */}
        <Field hint={t('settings.emailDigestHint')}>
          <Switch
            label={t('settings.emailDigest')}
            checked={preferences.notifications.email_digest}
            onChange={(_, data) => update({ notifications: { email_digest: data.checked } })}
          />
        </Field>
        <PushNotificationsSwitch />
      </Group>

      <Group title={t('settings.currency')}>
        <PrimaryCurrencyField />
        <Field label={t('settings.displayFormat')}>
          <RadioGroup
            value={preferences.currency.display_format}
            onChange={(_, data) => update({ currency: { display_format: data.value as (typeof displayFormats)[number] } })}
          >
            {displayFormats.map((format) => (
              <Radio
                key={format}
                value={format}
                label={t(`settings.format_${format}`, { example: formatPrice(1234.5, preferences.currency.primary, locale, format) })}
              />
            ))}
          </RadioGroup>
        </Field>
        <RatesNote />
      </Group>

      {isDiscordUser && <DiscordGroup />}
    </PageContainer>
  );
}

export default SettingsPage;
