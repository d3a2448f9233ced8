/**
 * The early-tap recorder: a few lines of inline script in every page of the web build (written
 * into <head> by scripts/vite/web-csp.ts, allowed by its hash in the Content-Security-Policy).
 * A pre-rendered page shows its buttons seconds before the app can act on them: the entry script
 * is still on its way, or React is still hydrating (and a tap on a part that cannot hydrate yet is
 * dropped by React). From the first paint until the app says the page has hydrated, the recorder
 * takes each tap on a control, keeps it from doing anything half-way, and hands it to the app,
 * which replays it (src/renderer/src/platform/early-taps.ts). Links are left alone: they
 * navigate without the app. docs/product-rules.md §Performance 15.
 */

/** The global the recorder leaves on `window`: `{ stop(): Element[] }` (stops, returns the taps in order). */
export const EARLY_TAPS_GLOBAL = '__fsEarlyTaps';

/** At most this many taps are kept (a visitor tapping one dead-looking control after another). */
export const EARLY_TAP_LIMIT = 8;

/** What counts as a control: whatever a tap acts on through the app rather than the browser. */
export const EARLY_TAP_TARGETS = [
  'button',
  '[role=button]',
  '[role=tab]',
  '[role=switch]',
  '[role=checkbox]',
  '[role=radio]',
  '[role=menuitem]',
  '[role=option]',
  'input[type=checkbox]',
  'input[type=radio]',
  'summary',
].join(',');

/**
 * The script's source, exactly as inlined (its SHA-256 is in the policy, so one changed byte
 * would block it: it is built here, once). ES5 on purpose: it runs before anything else.
 * A tap on a control (EARLY_TAP_TARGETS) that is not inside a link and not aria-disabled is
 * recorded, its default action (a form submit, a checkbox toggle) prevented and its propagation
 * stopped, so the app sees it only when replayed. Taps repeated on the same control count once: a
 * visitor taps again because nothing seemed to happen, not to add the figure to the cart three times.
 */
export const EARLY_TAPS_SCRIPT =
  '(function(){var t=[];function r(e){var c=e.target instanceof Element?e.target.closest(' +
  JSON.stringify(EARLY_TAP_TARGETS) +
  '):null;if(!c||c.closest("a[href]")||c.getAttribute("aria-disabled")==="true")return;e.preventDefault();e.stopPropagation();if(t.length<' +
  String(EARLY_TAP_LIMIT) +
  '&&t[t.length-1]!==c)t.push(c)}document.addEventListener("click",r,true);window[' +
  JSON.stringify(EARLY_TAPS_GLOBAL) +
  ']={stop:function(){document.removeEventListener("click",r,true);return t.slice()}}})();';
