import type { ReactNode } from 'react';
import { Title3 } from '@fluentui/react-components';

/**
 * The one page heading: an `<h1>` in Fluent's Title3 (fontSizeBase600, which the theme sets to
 * 1.5 rem = 24 px at full scale, docs/product-rules.md §Shell 3: base 16 px, headings 24 px). Every
 * page uses it so the heading size cannot drift from page to page again (§Shell 12). `id` lets a section be
 * labelled by it (`aria-labelledby`).
 */
export function PageHeading({ children, id, className }: { children: ReactNode; id?: string; className?: string }) {
  return (
    <Title3 as="h1" id={id} className={className}>
      {children}
    </Title3>
  );
}
