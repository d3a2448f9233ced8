import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { useCheckoutTranslation } from '../strings';

/** "Could not load this step." with a "Try again" button. */
export function LoadFailed({ retry }: { retry: () => void }) {
  const { t } = useCheckoutTranslation();
  return (
    <MessageBar intent="error">
      <MessageBarBody>{t('checkout.loadFailed')}</MessageBarBody>
      <MessageBarActions>
        <Button size="small" onClick={retry}>
          {t('checkout.retry')}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
