/**
 * Public surface of the moderation feature (issue 13 point 3): its route and query keys. The page
 * is lazy-loaded from `./pages`; kept light, since the header's user menu imports the path.
 */
export { MODERATION_PATH } from './routes';
export { moderationKeys } from './moderation-queries';
