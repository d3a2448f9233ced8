import { useEffect } from 'react';
import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle, makeStyles, tokens } from '@fluentui/react-components';
import { Dismiss20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { TOAST_AUTO_HIDE_MS } from '@shared/constants';
import { useToast, useToastState } from './ToastProvider';

const useStyles = makeStyles({
  region: {
    position: 'fixed',
    insetInline: 0,
    bottom: tokens.spacingVerticalXXL,
    display: 'flex',
    justifyContent: 'center',
    pointerEvents: 'none',
    zIndex: 1000,
    paddingInline: '16px',
  },
  bar: { pointerEvents: 'auto', maxWidth: '484px', width: 'max-content', boxShadow: tokens.shadow16, borderRadius: '8px' },
});

/**
 * The one toast of spec point 2, at the bottom centre. Errors and warnings are announced at once
 * (role alert), the rest politely (role status). It closes itself TOAST_AUTO_HIDE_MS (2 s, spec
 * point 9) after it opens or its content changes; the dismiss button closes it earlier.
 */
export function ToastHost() {
  const styles = useStyles();
  const { t } = useTranslation();
  const { close } = useToast();
  const toast = useToastState(useShallow((state) => ({ open: state.open, severity: state.severity, title: state.title, content: state.content })));
  const urgent = toast.severity === 'error' || toast.severity === 'warning';

  useEffect(() => {
    if (!toast.open) return;
    const timer = setTimeout(close, TOAST_AUTO_HIDE_MS);
    return () => clearTimeout(timer);
  }, [toast.open, toast.severity, toast.title, toast.content, close]);

  return (
    <div className={styles.region} role={urgent ? 'alert' : 'status'} aria-live={urgent ? 'assertive' : 'polite'} data-testid="toast-region">
      {toast.open && (
        <MessageBar intent={toast.severity} className={styles.bar} layout="multiline">
          <MessageBarBody>
            {toast.title && <MessageBarTitle>{toast.title}</MessageBarTitle>}
            {toast.content}
          </MessageBarBody>
          <MessageBarActions
            containerAction={<Button appearance="transparent" aria-label={t('toast.dismiss')} icon={<Dismiss20Regular />} onClick={close} />}
          />
        </MessageBar>
      )}
    </div>
  );
}
