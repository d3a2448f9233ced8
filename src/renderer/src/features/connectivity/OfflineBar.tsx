import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

/** The offline message bar itself (OfflineBanner decides when; docs/product-rules.md §Shell 19). */
export function OfflineBar({ trying, onTryNow }: { trying: boolean; onTryNow: () => void }) {
  const { t } = useTranslation();
  return (
    <MessageBar intent="warning" role="status">
      <MessageBarBody>
        <MessageBarTitle>{t('connectivity.offlineTitle')}</MessageBarTitle>
        {t('connectivity.offlineBody')}
      </MessageBarBody>
      <MessageBarActions>
        <Button onClick={onTryNow} disabled={trying}>
          {t('connectivity.retry')}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
