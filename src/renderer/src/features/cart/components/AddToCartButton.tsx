import { Button } from '@fluentui/react-components';
// Icons from their own modules (the package's `svg/*` entries): an icon from the index's shared
// modules would be hoisted into the first route with the others of its module.
import { CalendarAdd20Regular } from '@fluentui/react-icons/svg/calendar-add';
import { CartRegular } from '@fluentui/react-icons/svg/cart';
import { buyMode, utcToday } from '@shared/api/cart-fields';
import { useToast } from '@renderer/features/toast';
import { LazyTooltip } from '@renderer/features/ui';
import { useHydrated } from '@renderer/platform/use-hydrated';
import { useCartActions } from '../cart-actions';
import type { CartFigure } from '../cart-hooks';
import { useCartQuantity } from '../cart-view';
import { CART_PATH } from '../routes';
import { useCartTranslation } from '../strings';

export interface AddToCartButtonProps {
  figure: CartFigure;
  /** The figure's name as shown (in the UI language), for the toast and the compact button's name. */
  name: string;
  /** 'full': the figure page's labelled button; 'compact': a card's small icon button, named after the figure. */
  variant?: 'full' | 'compact';
  className?: string;
}

/**
 * Puts one more of the figure in the cart (docs/product-rules.md §Cart 1–2): "Add to cart" for an
 * in-stock figure, "Pre-order" for an open pre-order (buyMode on today's UTC date, so a pre-order
 * past its closing date shows nothing whatever its status says), nothing otherwise. Says how many
 * the cart already holds ("Add to cart (2 in cart)"). The outcome is a toast: "Added to your cart"
 * with a link to the cart, or why nothing was added, in the UI language. Rendered after hydration
 * only: the date and the device cart are the browser's, not the pre-render's.
 * @throws outside a ServicesProvider or a ToastProvider.
 */
export function AddToCartButton({ figure, name, variant = 'full', className }: AddToCartButtonProps) {
  const { t } = useCartTranslation();
  const hydrated = useHydrated();
  const quantity = useCartQuantity(figure.slug);
  const { add, pending } = useCartActions();
  const toast = useToast();
  const mode = buyMode(figure, utcToday());
  if (!hydrated || mode === null) return null;

  const onClick = async () => {
    const outcome = await add(figure);
    if (outcome.ok) toast.set({ open: true, severity: 'success', title: t('cartPage.added'), content: name, action: { label: t('cartPage.viewCart'), to: CART_PATH } });
    else toast.set({ open: true, severity: 'error', title: t('cartPage.notAdded'), content: outcome.message });
  };
  const icon = mode === 'buy' ? <CartRegular /> : <CalendarAdd20Regular />;
  const withCount = (label: string) => (quantity > 0 ? t('cartPage.withCount', { label, inCart: t('cartPage.inCart', { n: quantity }) }) : label);

  if (variant === 'compact') {
    const named = withCount(mode === 'buy' ? t('cartPage.addNamed', { name }) : t('cartPage.preorderNamed', { name }));
    return (
      <LazyTooltip content={named} withArrow>
        <Button className={className} size="small" shape="circular" appearance="subtle" icon={icon} aria-label={named} disabledFocusable={pending} onClick={() => void onClick()}>
          {quantity > 0 ? quantity : undefined}
        </Button>
      </LazyTooltip>
    );
  }
  return (
    <Button className={className} appearance="primary" icon={icon} disabledFocusable={pending} onClick={() => void onClick()}>
      {withCount(mode === 'buy' ? t('cartPage.add') : t('cartPage.preorder'))}
    </Button>
  );
}
