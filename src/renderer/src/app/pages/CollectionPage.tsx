import { FigureCard } from '@renderer/features/catalogue';
import { CollectionContent } from '@renderer/features/collection';
import { PageContainer } from '@renderer/features/ui';

/**
 * The collection page (/collection) in the md container (docs/product-rules.md §Collection 4): the
 * collection feature's content drawing each figure with the catalogue's card, passed in. Composed
 * here because the catalogue imports the collection (the badge on its cards and figure page): a
 * feature never imports one that imports it (eslint.config.js, feature dependency table).
 * Lazy-loaded with the card's chunk (app/pages/lazy-pages.ts).
 */
export function CollectionPage() {
  return (
    <PageContainer size="md" as="section" aria-labelledby="collection-title">
      <CollectionContent titleId="collection-title" Card={FigureCard} />
    </PageContainer>
  );
}

export default CollectionPage;
