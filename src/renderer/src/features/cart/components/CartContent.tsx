import { useMemo, type ComponentType } from 'react';
import { Body1, Button, Caption1, MessageBar, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { Link as RouterLink } from 'react-router';
import type { Cart, CartPrice, FigureCard } from '@shared/api';
import { PAGES } from '@shared/prerender/pages';
import { useIsSignedIn } from '@renderer/features/auth';
import { formatPrice, localeOf, usePreference } from '@renderer/features/preferences';
import { PageHeading, textLinkStyle } from '@renderer/features/ui';
import { useCartActions } from '../cart-actions';
import { useDeviceCart } from '../cart-hooks';
import { useCart } from '../cart-view';
import { useCartTranslation } from '../strings';
import { CartLineItem, type CartFigureProps } from './CartLineItem';
import { CartSummary } from './CartSummary';
import { CheckoutButton } from './CheckoutButton';

const useStyles = makeStyles({
  note: { color: tokens.colorNeutralForeground2 },
  link: textLinkStyle,
  layout: {
    display: 'grid',
    gap: tokens.spacingHorizontalXXL,
    gridTemplateColumns: 'minmax(0, 1fr)',
    alignItems: 'start',
    '@media (min-width: 900px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' },
  },
  lines: { listStyleType: 'none', margin: 0, padding: 0 },
});

/**
 * The anonymous cart as the device holds it now: the preview's lines that are still on the device,
 * with the device's quantities (a change shows at once; the preview catches up). Pure.
 */
function onDevice(cart: Cart, device: readonly { slug: string; quantity: number }[]): Cart {
  const quantities = new Map(device.map((line) => [line.slug, line.quantity]));
  const lines = cart.lines.flatMap((line) => {
    const quantity = quantities.get(line.figure.slug);
    return quantity === undefined ? [] : [{ ...line, quantity }];
  });
  return { ...cart, lines };
}

export interface CartContentProps {
  /** The id the page's heading gets (the page's container is labelled by it). */
  titleId: string;
  /** Draws a line's figure: the catalogue's summary, passed in by the app (the catalogue imports the cart). */
  Figure: ComponentType<CartFigureProps>;
  /** A figure's name in the UI language (the catalogue's rule, passed in by the app). */
  nameOf: (figure: Pick<FigureCard, 'name' | 'name_ja'>) => string;
}

/**
 * `/cart`'s content (docs/product-rules.md §Cart 3–5): the lines of the account's cart when signed
 * in, else of the device's priced by the server, each with its figure, unit price, quantity,
 * remove button and notices; the summary (items, subtotal per currency, ≈ total); an empty state
 * with a way to the catalogue; loading, and an error with a retry. Prices show whatever
 * show_prices says, with a one-line note when it is off; "Check out" under the summary.
 */
export function CartContent({ titleId, Figure, nameOf }: CartContentProps) {
  const styles = useStyles();
  const { t } = useCartTranslation();
  const signedIn = useIsSignedIn();
  const view = useCart();
  const device = useDeviceCart();
  const actions = useCartActions();
  const blur = usePreference((p) => p.ui.blur_nsfw);
  const showPrices = usePreference((p) => p.content.show_prices);
  const primary = usePreference((p) => p.currency.primary);
  const display = usePreference((p) => p.currency.display_format);
  const locale = localeOf(usePreference((p) => p.ui.language));
  const format = (amount: number, currency: string) => formatPrice(amount, currency, locale, display);
  const formatAdded = (price: CartPrice) => format(price.amount, price.currency);
  const cart = useMemo(() => (view.cart && !signedIn ? onDevice(view.cart, device) : view.cart), [view.cart, signedIn, device]);

  return (
    <>
      <PageHeading id={titleId}>{t('cart.title')}</PageHeading>
      {!signedIn && <Caption1 className={styles.note}>{t('cartPage.onDevice')}</Caption1>}
      {!showPrices && <Caption1 className={styles.note}>{t('cartPage.pricesShown')}</Caption1>}
      {view.pending && <Spinner label={t('cartPage.loading')} />}
      {view.error && (
        <MessageBar intent="error">
          <MessageBarBody>
            {t('cartPage.loadFailed')}{' '}
            <Button size="small" onClick={view.retry}>
              {t('cartPage.retry')}
            </Button>
          </MessageBarBody>
        </MessageBar>
      )}
      {cart && cart.lines.length === 0 && !view.error && (
        <Body1>
          {t('cartPage.empty')}{' '}
          <RouterLink to={PAGES.catalogue.path} className={styles.link}>
            {t('cartPage.browse')}
          </RouterLink>
        </Body1>
      )}
      {cart && cart.lines.length > 0 && (
        <div className={styles.layout}>
          <ul className={styles.lines} aria-label={t('cartPage.listLabel')}>
            {cart.lines.map((line) => (
              <CartLineItem key={line.figure.slug} line={line} name={nameOf(line.figure)} blur={blur} Figure={Figure} actions={actions} formatPrice={formatAdded} />
            ))}
          </ul>
          <CartSummary cart={cart} primary={primary} format={format}>
            <CheckoutButton ready={cart.ready} />
          </CartSummary>
        </div>
      )}
    </>
  );
}
