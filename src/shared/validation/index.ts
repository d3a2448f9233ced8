export * from './password';
export * from './email';
