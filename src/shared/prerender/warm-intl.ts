/**
 * ICU's warm-up: part of the inline script every page of the web build starts with
 * (page-start-script.ts). The first `Intl` object a page builds pays for starting ICU, 60–270 ms
 * of main thread at a 5× slower CPU (measured in Chromium), where later ones cost 1–15 ms; in the
 * app that first one is built while it hydrates (the first price, count or date), on the critical
 * path to a page that answers. A served page waits seconds for its entry script, and the main
 * thread is mostly idle meanwhile: the script builds one number formatter in the page's language
 * (`<html lang>`) in that idle time (requestIdleCallback, else a timer), so the app's own
 * formatters are cheap when it needs them. docs/product-rules.md §Performance 6.
 */

/** The longest the warm-up waits for an idle moment before it runs anyway, ms. */
export const WARM_INTL_IDLE_TIMEOUT_MS = 1500;

/** The script's source (ES5), exactly as inlined. Never throws: an unknown `lang` is left to the app. */
export const WARM_INTL_SCRIPT =
  '(function(){function w(){try{new Intl.NumberFormat(document.documentElement.lang||void 0).format(0)}catch(e){}}' +
  'if(window.requestIdleCallback)requestIdleCallback(w,{timeout:' +
  String(WARM_INTL_IDLE_TIMEOUT_MS) +
  '});else setTimeout(w,0)})();';
