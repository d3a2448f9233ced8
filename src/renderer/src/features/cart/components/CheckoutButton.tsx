import type { MouseEvent } from 'react';
import { Button } from '@fluentui/react-components';
import { useNavigate } from 'react-router';
import { CHECKOUT_PATH } from '../routes';
import { useCartTranslation } from '../strings';

/** A plain left click (no modifier): the app follows it itself; any other click is the browser's (new tab, new window). */
const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * "Check out" (docs/product-rules.md §Checkout 1): a link styled as the primary button, to the
 * checkout's address step, for every visitor (signed out, the step asks to sign in and the cart is
 * kept). Disabled while the cart cannot be checked out (a line must change first, §Cart 5).
 * Built on useNavigate, which the first route already has, so the cart page adds nothing of the
 * router to the first route's bundle.
 */
export function CheckoutButton({ ready }: { ready: boolean }) {
  const { t } = useCartTranslation();
  const navigate = useNavigate();
  if (!ready) {
    return (
      <Button appearance="primary" disabled>
        {t('cartPage.checkout')}
      </Button>
    );
  }
  const follow = (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    void navigate(CHECKOUT_PATH);
  };
  return (
    <Button as="a" appearance="primary" href={CHECKOUT_PATH} onClick={follow}>
      {t('cartPage.checkout')}
    </Button>
  );
}
