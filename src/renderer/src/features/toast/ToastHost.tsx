import { useEffect } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useShallow } from 'zustand/react/shallow';
import { TOAST_AUTO_HIDE_MS } from '@shared/constants';
import { lazyOptional, useOptionalSettled } from '@renderer/platform/lazy-optional';
import { useToast, useToastState } from './ToastProvider';

// Fluent's MessageBar stays off the first route (docs/product-rules.md §Performance 1): the bar's chunk loads as the app
// starts, so it is in before the first toast; the live region itself is there from the start.
const ToastBar = lazyOptional(() => import('./ToastBar').then((module) => module.ToastBar));

/** Loads the toast's bar now (tests that show a toast at once; the host loads it at mount anyway). */
export const preloadToastBar = (): Promise<unknown> => ToastBar.preload();

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
  plain: { pointerEvents: 'auto', padding: tokens.spacingHorizontalM, borderRadius: '8px', backgroundColor: tokens.colorNeutralBackground1, boxShadow: tokens.shadow16 },
});

/**
 * The one toast of docs/product-rules.md §Shell 7, at the bottom centre. Errors and warnings are
 * announced at once (role alert), the rest politely (role status). It closes itself
 * TOAST_AUTO_HIDE_MS (2 s, §Shell 9) after it opens or its content changes; the dismiss button closes it earlier.
 */
export function ToastHost() {
  const styles = useStyles();
  const { close } = useToast();
  const toast = useToastState(useShallow((state) => ({ open: state.open, severity: state.severity, title: state.title, content: state.content, action: state.action })));
  const urgent = toast.severity === 'error' || toast.severity === 'warning';

  // The 2 s count from when the toast can be seen: a toast raised before its bar's chunk is in waits for it.
  const barReady = useOptionalSettled(ToastBar);

  useEffect(() => {
    if (!toast.open || !barReady) return;
    const timer = setTimeout(close, TOAST_AUTO_HIDE_MS);
    return () => clearTimeout(timer);
  }, [toast.open, toast.severity, toast.title, toast.content, close, barReady]);

  return (
    <div className={styles.region} role={urgent ? 'alert' : 'status'} aria-live={urgent ? 'assertive' : 'polite'} data-testid="toast-region">
      {toast.open &&
        (ToastBar.isLoaded() || !barReady ? (
          <ToastBar severity={toast.severity} title={toast.title} content={toast.content} action={toast.action} onDismiss={close} />
        ) : (
          // The bar's chunk could not be loaded (offline after an update): the words still reach the user.
          <span className={styles.plain}>{[toast.title, toast.content].filter(Boolean).join(': ')}</span>
        ))}
    </div>
  );
}
