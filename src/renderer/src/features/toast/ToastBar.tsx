import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle, makeStyles, tokens } from '@fluentui/react-components';
import { Link as RouterLink } from 'react-router';
import { Dismiss20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { ToastState } from './toast-store';

const useStyles = makeStyles({
  bar: { pointerEvents: 'auto', maxWidth: '484px', width: 'max-content', boxShadow: tokens.shadow16, borderRadius: '8px' },
  action: {
    whiteSpace: 'nowrap',
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorBrandForegroundLink,
    ':hover': { color: tokens.colorBrandForegroundLinkHover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px', borderRadius: tokens.borderRadiusSmall },
  },
});

/**
 * The toast's message bar (ToastHost owns the live region, the timer and when it shows; docs/product-rules.md §Shell 7),
 * with its follow-up link when it has one (a router link: the toast is inside the app's router then).
 */
export function ToastBar({ severity, title, content, action, onDismiss }: Pick<ToastState, 'severity' | 'title' | 'content' | 'action'> & { onDismiss: () => void }) {
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
      >
        {action && (
          <RouterLink to={action.to} className={styles.action} onClick={onDismiss}>
            {action.label}
          </RouterLink>
        )}
      </MessageBarActions>
    </MessageBar>
  );
}
