import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle, makeStyles, tokens } from '@fluentui/react-components';
import { Dismiss20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { ToastState } from './toast-store';

const useStyles = makeStyles({
  bar: { pointerEvents: 'auto', maxWidth: '484px', width: 'max-content', boxShadow: tokens.shadow16, borderRadius: '8px' },
});

/** The toast's message bar (ToastHost owns the live region, the timer and when it shows; docs/product-rules.md §Shell 7). */
export function ToastBar({ severity, title, content, onDismiss }: Pick<ToastState, 'severity' | 'title' | 'content'> & { onDismiss: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <MessageBar intent={severity} className={styles.bar} layout="multiline">
      <MessageBarBody>
        {title && <MessageBarTitle>{title}</MessageBarTitle>}
        {content}
      </MessageBarBody>
      <MessageBarActions
        containerAction={<Button appearance="transparent" aria-label={t('toast.dismiss')} icon={<Dismiss20Regular />} onClick={onDismiss} />}
      />
    </MessageBar>
  );
}
