import { config } from 'zod/mini';

/**
 * Zod compiles object parsers with `new Function` when it may, and probes for that by calling
 * `Function('')`. The app's Content-Security-Policy forbids eval (docs/product-rules.md §Security 1), so the probe is refused
 * and reported as a violation (a Lighthouse best-practices issue, noise in the console). Jitless
 * mode never tries. Imported first by main.tsx, before any schema parses.
 */
config({ jitless: true });
