/**
 * Public surface of the moderation feature (docs/product-rules.md §Moderation): its route and query keys. The page
 * is lazy-loaded from `./pages`; kept light, since the header's user menu imports the path.
 */
export { MODERATION_PATH } from './routes';
export { moderationKeys } from './moderation-queries';
// What this feature reads through useServices(); app/services.ts composes AppServices from these.
export type { ModerationServices } from './services';
