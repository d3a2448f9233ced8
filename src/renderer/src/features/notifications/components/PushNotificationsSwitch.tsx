import { useId, useState } from 'react';
import { Button, Field, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle, Switch } from '@fluentui/react-components';
import { usePreferences, useSettingsTranslation, useUpdatePreferences } from '@renderer/features/preferences';
import { useHydrated } from '@renderer/platform/use-hydrated';
import { requestSystemNotificationPermission, systemNotificationPermission, type SystemNotificationPermission } from '../system-notifications';

/**
 * The push_notifications switch (docs/product-rules.md §Notifications 9–10), for the settings page's notifications group
 * (the app hands it to the preferences feature's page, which cannot import notifications:
 * notifications imports preferences). Switching it on while the browser has not been asked asks
 * it, from that click only (never at load); "Allow" asks again later on the person's action. While
 * on and the browser blocks notifications (or has none), a note says so and how to change it. The
 * preference is saved as chosen either way (it is the person's).
 */
export function PushNotificationsSwitch() {
  const { t } = useSettingsTranslation();
  const checked = usePreferences().notifications.push_notifications;
  const update = useUpdatePreferences();
  // The browser's permission is unknown to the pre-render: no note until hydrated.
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
