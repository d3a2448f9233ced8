/**
 * What only a signed-in session needs of this feature, one chunk loaded at sign-in (lazy-parts.tsx),
 * so a signed-out first visit never downloads it (the first-route budget, docs/product-rules.md §Performance 1).
 */
export { NotificationBell } from './components/NotificationBell';
export { NotificationServices } from './components/NotificationServices';
