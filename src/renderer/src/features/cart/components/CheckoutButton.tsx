import { Button } from '@fluentui/react-components';
import { useHref, useLinkClickHandler } from 'react-router';
import { CHECKOUT_PATH } from '../routes';
import { useCartTranslation } from '../strings';

/**
 * "Check out" (docs/product-rules.md §Checkout 1): a link styled as the primary button, to the
 * checkout's address step, for every visitor (signed out, the step asks to sign in and the cart is
 * kept). Disabled while the cart cannot be checked out (a line must change first, §Cart 5).
 */
export function CheckoutButton({ ready }: { ready: boolean }) {
  const { t } = useCartTranslation();
  const href = useHref(CHECKOUT_PATH);
  const follow = useLinkClickHandler(CHECKOUT_PATH);
  if (!ready) {
    return (
      <Button appearance="primary" disabled>
        {t('cartPage.checkout')}
      </Button>
    );
  }
  return (
    <Button as="a" appearance="primary" href={href} onClick={follow}>
      {t('cartPage.checkout')}
    </Button>
  );
}
