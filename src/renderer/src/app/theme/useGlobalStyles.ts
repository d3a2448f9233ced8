import { makeStaticStyles } from '@fluentui/react-components';

/**
 * Page-level styles Fluent components do not own: no default body margin, the page background
 * behind the app, and the spec point 9 fluid base size (14 px at 768 px width up to 16 px at
 * 1600 px), which rem-based text follows.
 */
export const useGlobalStyles = makeStaticStyles({
  'html, body': { margin: 0, padding: 0 },
  html: { fontSize: 'clamp(14px, calc(14px + 2 * (100vw - 768px) / 832), 16px)' },
  body: { minHeight: '100vh' },
});
