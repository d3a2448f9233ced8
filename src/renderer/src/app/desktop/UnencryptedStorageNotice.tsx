import { useState } from 'react';
import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { usePlatform } from '@renderer/platform/PlatformProvider';

/** Storage key remembering that the notice was dismissed (value `'1'`), in the app's own storage. */
export const UNENCRYPTED_NOTICE_DISMISSED_KEY = 'desktop_unencrypted_notice_dismissed';

/**
 * Says once that sign-in tokens are stored unencrypted on this machine (issue 5, point 4: where
 * Electron's safeStorage offers no real encryption, e.g. Linux without a keyring, "say so once in
 * the UI"). Shown until dismissed; the dismissal is remembered in the app's storage, so it is not
 * shown again on later starts or in new windows.
 */
export function UnencryptedStorageNotice() {
  const { t } = useTranslation();
  const { storage } = usePlatform();
  const [dismissed, setDismissed] = useState(() => storage.getItem(UNENCRYPTED_NOTICE_DISMISSED_KEY) === '1');
  if (dismissed) return null;

  const dismiss = () => {
    storage.setItem(UNENCRYPTED_NOTICE_DISMISSED_KEY, '1');
    setDismissed(true);
  };
  return (
    <MessageBar intent="warning" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{t('desktop.unencryptedTitle')}</MessageBarTitle>
        {t('desktop.unencryptedBody')}
      </MessageBarBody>
      <MessageBarActions
        containerAction={<Button appearance="transparent" aria-label={t('desktop.dismiss')} icon={<DismissRegular />} onClick={dismiss} />}
      />
    </MessageBar>
  );
}
