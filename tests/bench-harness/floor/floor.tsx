/**
 * The React + Fluent UI v9 floor (for the first-route budget, docs/product-rules.md §Performance 1): the least a page of this stack ships, a
 * FluentProvider with a theme and one Button rendered by react-dom. scripts/bench/bundle.ts builds
 * it with the renderer's own Vite settings and prints its first-route gzip next to the app's.
 */
import { Button, FluentProvider, webLightTheme } from '@fluentui/react-components';
import { createRoot } from 'react-dom/client';

const root = document.getElementById('root');
if (!root) throw new Error('The floor page has no #root element');
createRoot(root).render(
  <FluentProvider theme={webLightTheme}>
    <Button appearance="primary">Figure Shop</Button>
  </FluentProvider>,
);
