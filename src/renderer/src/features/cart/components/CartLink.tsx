import { Link as RouterLink } from 'react-router';
import { makeStyles } from '@fluentui/react-components';
// From its own module (the package's `svg/*` entry), and the one size-free icon the add button uses
// too: the first route takes every icon of a module that any part of the app uses.
import { CartRegular } from '@fluentui/react-icons/svg/cart';
import { useTranslation } from 'react-i18next';
import { LazyTooltip, iconLinkStyle } from '@renderer/features/ui';
import { lazyOptional } from '@renderer/platform/lazy-optional';
import { useCartCount } from '../cart-hooks';
import { CART_PATH } from '../routes';

const useStyles = makeStyles({
  link: { ...iconLinkStyle, position: 'relative' },
  icon: { fontSize: '24px' },
});

// Fluent's CounterBadge stays off the first route (docs/product-rules.md §Performance 1): it loads
// when there is a count to show, and the link's name says the count from the start.
const CartBadge = lazyOptional(() => import('./CartBadge').then((module) => module.CartBadge));

/**
 * The header's link to the cart page, for every visitor (docs/product-rules.md §Cart 3–4), named
 * with the number of items ("Cart, 3 items"; "Cart" while a signed-in cart loads) and showing it
 * in a badge. Reads a count only: the device's lines, or the signed-in cart's `item_count`.
 */
export function CartLink() {
  const { t } = useTranslation();
  const styles = useStyles();
  const count = useCartCount();
  const label = count === undefined ? t('cart.title') : t('cart.link', { count });
  return (
    <LazyTooltip content={label} withArrow>
      <RouterLink to={CART_PATH} className={styles.link} aria-label={label} data-count={count}>
        <CartRegular className={styles.icon} aria-hidden />
        {count !== undefined && count > 0 && <CartBadge count={count} />}
      </RouterLink>
    </LazyTooltip>
  );
}
