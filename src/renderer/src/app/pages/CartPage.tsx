import { FigureSummary, useFigureName } from '@renderer/features/catalogue';
import { CartContent } from '@renderer/features/cart';
import { PageContainer } from '@renderer/features/ui';

/**
 * The cart page (/cart) in the md container (docs/product-rules.md §Shell 10, §Cart 3–5): the cart
 * feature's content drawing each line's figure with the catalogue's summary and naming it by the
 * catalogue's rule, both passed in. Composed here because the catalogue imports the cart (the add
 * button on its cards and figure page): a feature never imports one that imports it
 * (eslint.config.js, feature dependency table). Lazy-loaded (app/pages/lazy-pages.ts).
 */
export function CartPage() {
  const nameOf = useFigureName();
  return (
    <PageContainer size="md" as="section" aria-labelledby="cart-title">
      <CartContent titleId="cart-title" Figure={FigureSummary} nameOf={nameOf} />
    </PageContainer>
  );
}

export default CartPage;
