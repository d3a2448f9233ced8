import { useParams } from 'react-router';
import { useFigureName } from '@renderer/features/catalogue';
import { OrderContent } from '@renderer/features/orders';
import { PageContainer } from '@renderer/features/ui';
import { NotFoundPage } from './NotFoundPage';

/**
 * One order's page (/orders/<id>; docs/product-rules.md §Orders 4, §Payment 5) in the md container:
 * the orders feature's content, naming each figure by the catalogue's rule and showing the app's
 * not-found page for an order that is not the collector's, both passed in. Composed here because
 * the orders feature may import neither the catalogue nor the app (eslint.config.js, feature
 * dependency table). Lazy-loaded (app/pages/lazy-pages.ts); the content is a chunk of its own.
 */
export function OrderPage() {
  const { id } = useParams();
  return (
    <PageContainer size="md">
      <OrderContent id={id} NotFound={NotFoundPage} nameOf={useFigureName()} />
    </PageContainer>
  );
}

export default OrderPage;
