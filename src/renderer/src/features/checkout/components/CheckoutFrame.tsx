import type { ReactNode } from 'react';
import { Body1, Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { useLocation } from 'react-router';
import { useAccountDialogStore, useIsSignedIn } from '@renderer/features/auth';
import { PageHeading, SignedOutPanel } from '@renderer/features/ui';
import { backNoticeOf, type CheckoutStep } from '../checkout-steps';
import { useCheckoutTranslation } from '../strings';
import { StepIndicator } from './StepIndicator';

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gap: tokens.spacingHorizontalXXL,
    gridTemplateColumns: 'minmax(0, 1fr)',
    alignItems: 'start',
    '@media (min-width: 1040px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' },
  },
  main: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  aside: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  signedOut: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalS },
});

/**
 * A step's two columns: the step, and its summary beside it from 1040 px (the md container's
 * width) or under it on narrower screens. The summary is its own named region (not an `aside`,
 * which belongs at the page's top level, outside `main`).
 */
export function StepColumns({ children, summary }: { children: ReactNode; summary?: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.layout}>
      <div className={styles.main}>{children}</div>
      {summary && <div className={styles.aside}>{summary}</div>}
    </div>
  );
}

/**
 * Every checkout step's page inside the md container its page renders (docs/product-rules.md
 * §Checkout 1; §Shell 10, 12, 16): the page heading, the step indicator, then the step (which lays itself out in StepColumns). Signed
 * out it shows the app's "sign in to see this" panel and says the cart is kept; the step shows as
 * soon as the collector has signed in. Says why the collector was sent back to this step, if they were.
 */
export function CheckoutFrame({ step, children }: { step: CheckoutStep; children: ReactNode }) {
  const styles = useStyles();
  const { t } = useCheckoutTranslation();
  const signedIn = useIsSignedIn();
  const showDialog = useAccountDialogStore((state) => state.show);
  const notice = backNoticeOf(useLocation().state);
  return (
    <>
      <PageHeading>{t('checkout.title')}</PageHeading>
      <StepIndicator step={step} />
      {!signedIn ? (
        <div className={styles.signedOut}>
          <SignedOutPanel onSignIn={() => showDialog('signIn')} />
          <Body1>{t('checkout.signedOut')}</Body1>
          <Button onClick={() => showDialog('register')}>{t('checkout.register')}</Button>
        </div>
      ) : (
        <>
          {notice && (
            <MessageBar intent="warning">
              <MessageBarBody>{t(`checkout.back.${notice}`)}</MessageBarBody>
            </MessageBar>
          )}
          {children}
        </>
      )}
    </>
  );
}
