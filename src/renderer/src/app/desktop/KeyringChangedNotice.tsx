import { useState } from 'react';
import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useDesktopTranslation } from './strings';

/**
 * Says that the system keyring changed, so the stored sign-in could not be decrypted and the user
 * must sign in again (docs/product-rules.md §Desktop 12; the main process dropped only the encrypted sign-in values,
 * preferences are kept). Shown in the run where that happened (the main process's
 * `platform.keyringChanged`) until dismissed; the next start has nothing to report.
 */
export function KeyringChangedNotice() {
  const { t } = useDesktopTranslation();
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  return (
    <MessageBar intent="warning" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{t('desktop.keyringChangedTitle')}</MessageBarTitle>
        {t('desktop.keyringChangedBody')}
      </MessageBarBody>
      <MessageBarActions
        containerAction={<Button appearance="transparent" aria-label={t('desktop.dismiss')} icon={<DismissRegular />} onClick={() => setDismissed(true)} />}
      />
    </MessageBar>
  );
}
