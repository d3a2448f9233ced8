/** The API contract of spec point 7: zod schemas, inferred types, paths and DRF error helpers. */
export * from './fields';
export * from './errors';
export * from './account';
export * from './preferences';
export * from './notifications';
export * from './rates';
export * from './catalogue';
export * from './wishlist';
export * from './moderation';
export * from './paths';
