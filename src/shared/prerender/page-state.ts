/**
 * The query cache a request-time render was made from (docs/product-rules.md §Web 6), carried in
 * the page as `<script type="application/json" id="page-state">`: a data block, never executed, so
 * the CSP (`script-src 'self'`) has nothing to allow. Written by the web server
 * (scripts/prerender/request-render.ts), read by the client before it hydrates (app/page-state.ts).
 */

/** The id of the data block. */
export const PAGE_STATE_ID = 'page-state';

/**
 * `state` as the data block's element. `<`, `>`, `&` and the two JSON-legal line separators are
 * escaped as `\uXXXX`, so text from the API (a figure named `</script><script>…`) cannot end the
 * block or start markup: JSON.parse reads the escapes back as the same characters.
 */
export function pageStateElement(state: unknown): string {
  const json = JSON.stringify(state).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `<script type="application/json" id="${PAGE_STATE_ID}">${json}</script>`;
}
