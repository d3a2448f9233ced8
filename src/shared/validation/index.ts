export * from './password';
export * from './email';
export { zodIssueMessage } from './zod-issue-message';
