import { useState } from 'react';
import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useDesktopTranslation } from './strings';
import { persisted } from '@renderer/platform/persisted';
import { usePlatform } from '@renderer/platform/services';

/**
 * Says once that sign-in tokens are stored unencrypted on this machine (docs/product-rules.md
 * §Desktop 11: where Electron's safeStorage offers no real encryption, e.g. Linux without a
 * keyring, the user is told). Shown until dismissed; the dismissal is remembered in the app's storage, so it is not
 * shown again on later starts or in new windows (registry key `desktop_unencrypted_notice_dismissed`).
 */
export function UnencryptedStorageNotice() {
  const { t } = useDesktopTranslation();
  const { storage } = usePlatform();
  const [dismissed, setDismissed] = useState(() => persisted(storage).read('desktop_unencrypted_notice_dismissed'));
  if (dismissed) return null;

  const dismiss = () => {
    persisted(storage).write('desktop_unencrypted_notice_dismissed', true);
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
