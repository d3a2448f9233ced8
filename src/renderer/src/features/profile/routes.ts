import { PAGES } from '@shared/prerender/pages';

/**
 * The profile feature's routes besides /account/profile (which the auth feature names), from the
 * page table: the page an e-mail change's confirmation link opens (issue 14 item 8). The demo API
 * builds the link with the same path (src/demo-api/account-mail.ts WEB_CONFIRM_EMAIL_PATH).
 */
export const CONFIRM_EMAIL_ROUTE = PAGES.confirmEmail.path;
