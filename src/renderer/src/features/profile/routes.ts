import { PAGES } from '@shared/prerender/pages';

/**
 * The profile feature's routes besides /account/profile (which the auth feature names), from the
 * page table: the page an e-mail change's confirmation link opens (docs/product-rules.md §Account 10). The demo API
 * builds the link with the same path (src/demo-api/mail/account-mail.ts WEB_CONFIRM_EMAIL_PATH).
 */
export const CONFIRM_EMAIL_ROUTE = PAGES.confirmEmail.path;
