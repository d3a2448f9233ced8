import { FigureCard } from '@renderer/features/catalogue';
import { SharedCollectionContent } from '@renderer/features/collection';
import { PageContainer } from '@renderer/features/ui';

/**
 * Someone's shared collection (/shared/<token>, docs/product-rules.md §Collection 7) in the md
 * container: the collection feature's read-only content with the catalogue's card passed in, as
 * the collection page is composed. Lazy-loaded with the card's chunk (app/pages/lazy-pages.ts).
 */
export function SharedCollectionPage() {
  return (
    <PageContainer size="md" as="section" aria-labelledby="shared-collection-title">
      <SharedCollectionContent titleId="shared-collection-title" Card={FigureCard} />
    </PageContainer>
  );
}

export default SharedCollectionPage;
