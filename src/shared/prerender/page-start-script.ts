/**
 * The one inline script of every page of the web build, first in <head> (written by
 * scripts/vite/web-csp.ts, allowed by its SHA-256 in the Content-Security-Policy): the early-tap
 * recorder (early-taps.ts) and ICU's warm-up (warm-intl.ts), each a self-contained ES5 statement.
 * One script, so the policy allows exactly one hash.
 */
import { EARLY_TAPS_SCRIPT } from './early-taps';
import { WARM_INTL_SCRIPT } from './warm-intl';

/** The inlined text, exactly: one changed byte changes its hash and the browser blocks it. */
export const PAGE_START_SCRIPT = EARLY_TAPS_SCRIPT + WARM_INTL_SCRIPT;
