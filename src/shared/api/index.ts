/** The API contract: zod schemas, inferred types, paths and DRF error helpers (docs/product-rules.md §API 6). */
export * from './fields';
export * from './errors';
export * from './account';
export * from './preferences';
export * from './notifications';
export * from './rates';
export * from './catalogue';
export * from './wishlist';
export * from './collection';
export * from './cart';
export * from './orders';
export * from './fulfilment';
export * from './moderation';
export * from './paths';
