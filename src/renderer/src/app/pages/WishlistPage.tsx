import { FigureCard } from '@renderer/features/catalogue';
import { PageContainer } from '@renderer/features/ui';
import { WishlistContent } from '@renderer/features/wishlist';

/**
 * The wishlist page (/wishlist) in the md container (docs/product-rules.md §Shell 10): the
 * wishlist feature's content drawing each wished figure with the catalogue's card, passed in.
 * Composed here because the catalogue imports the wishlist (the heart on its cards and figure
 * page): a feature never imports one that imports it (eslint.config.js, feature dependency table).
 * Lazy-loaded with the card's chunk (app/pages/lazy-pages.ts).
 */
export function WishlistPage() {
  return (
    <PageContainer size="md" as="section" aria-labelledby="wishlist-title">
      <WishlistContent titleId="wishlist-title" Card={FigureCard} />
    </PageContainer>
  );
}

export default WishlistPage;
