/**
 * Accounts for the browser suites (tests/e2e-web, tests/contract, tests/e2e-electron) and the
 * benchmarks (scripts/bench): the demo API's seeded accounts, fresh accounts, and signing in,
 * registering and signing out, through the header's dialogs as a person would, or through the API.
 * A registration creates the account only once the link mailed to the address is opened; the link
 * is read from the demo API's local mailbox by the test process (never by the page).
 */
import { expect, type Page } from '@playwright/test';
import { appReady } from './app-ready';
import { latestMail } from './demo-api';

/** What the register dialog says after sending (locales/en/authForms.json registeredCheckMail). */
const REGISTRATION_CHECK_INBOX = 'Check your inbox: we sent a link to finish creating your account. Open it, then sign in.';
/** What the page of a registration's link says once the account exists (locales/en/account.json verified). */
const REGISTRATION_VERIFIED = 'Thank you: your e-mail address is verified.';

/** An account that signs in with e-mail and password. */
export interface Credentials {
  email: string;
  password: string;
}

/** An account that registers (the register dialog and POST /api/account/register/ take all three). */
export interface NewAccount extends Credentials {
  username: string;
}

/** The token pair the demo API answers a login with. */
export interface TokenPair {
  access_token: string;
  refresh_token: string;
}

/** The seeded collector of the demo API (src/demo-api/storage/seed.ts; listed in the README). */
export const collector = { email: 'collector@figureshop.test', password: 'figures-4-ever', username: 'collector' } as const;
/** The seeded moderator (`is_moderator`) of the demo API (src/demo-api/storage/seed.ts; README). */
export const moderator = { email: 'moderator@figureshop.test', password: 'moderate-2-much', username: 'moderator' } as const;

/** A unique name (`<prefix><time base 36><random>`) for what a test creates: accounts, e-mails. */
export const unique = (prefix: string): string => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A fresh, unique account for journeys that register (e-mail on figureshop.test, 8+ character password). */
export function newAccount(label = 'e2e'): NewAccount {
  const id = unique(label);
  return { email: `${id}@figureshop.test`, username: id, password: `long-pass-${id}` };
}

/** The header's user menu button, present only when signed in. */
export const accountMenu = (page: Page) => page.getByRole('button', { name: /^Account menu for/ });

/**
 * Signs in through the header's "Sign in" dialog; resolves once the dialog has closed and the header
 * shows the account menu. `timeout` (ms) bounds those two waits (default: the runner's expect
 * timeout; 5 s outside a test, e.g. in the benchmarks).
 */
export async function signIn(page: Page, account: Credentials = collector, { timeout }: { timeout?: number } = {}): Promise<void> {
  await appReady(page);
  // The header's button: a signed-out account page has a second "Sign in" in its panel.
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: /Sign in to/ });
  await dialog.getByLabel('E-mail').fill(account.email);
  await dialog.getByLabel('Password').fill(account.password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog).toBeHidden({ timeout });
  await expect(accountMenu(page)).toBeVisible({ timeout });
}

/**
 * Fills in and sends the header's "Register" dialog; resolves once it says to check the inbox (the
 * demo API answers every registration without tokens, so this is no sign-in: docs/product-rules.md §Sign-in 2–3) and
 * has been closed again.
 */
export async function submitRegistration(page: Page, account: NewAccount): Promise<void> {
  await appReady(page);
  await page.getByRole('button', { name: 'Register' }).click();
  const dialog = page.getByRole('dialog', { name: /^Create your .* account$/ });
  await dialog.getByLabel('E-mail').fill(account.email);
  await dialog.getByLabel('User name').fill(account.username);
  await dialog.getByLabel('Password').fill(account.password);
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(dialog.getByText(REGISTRATION_CHECK_INBOX)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * The link mailed to `email` by its registration (the newest mail to it), read from the demo API at
 * `apiUrl`'s local mailbox by the test process itself: never by the page, whose Origin the mailbox
 * route refuses. @throws when there is none.
 */
export async function registrationLink(apiUrl: string, email: string): Promise<string> {
  const mail = await latestMail(apiUrl, email);
  if (!mail.link || !/\/account\/verify-email\/[^/]+\/[^/]+$/.test(mail.link)) throw new Error(`the newest mail to ${email} is no registration link: ${mail.subject}`);
  return mail.link;
}

/**
 * Registers through the header's "Register" dialog as a person does: sends the dialog, opens the
 * link mailed to the address (which creates the account), signs in through the "Sign in" dialog,
 * and goes back to the page it started on; resolves once the header there shows the new account's
 * menu. `apiUrl` is the demo API the page talks to (its mailbox holds the link).
 */
export async function register(page: Page, account: NewAccount, apiUrl: string): Promise<void> {
  const startedOn = page.url();
  await submitRegistration(page, account);
  await page.goto(await registrationLink(apiUrl, account.email));
  await expect(page.getByText(REGISTRATION_VERIFIED)).toBeVisible();
  await signIn(page, account);
  await page.goto(startedOn);
  await expect(page.getByRole('button', { name: `Account menu for ${account.username}` })).toBeVisible();
}

/** Opens the user menu and chooses "Sign out"; resolves once the header offers "Sign in" again. */
export async function signOut(page: Page): Promise<void> {
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
}

/**
 * Starts `page` signed in without the dialog: opens the app, then stores the token pair in local
 * storage as a sign-in leaves it; the next load starts signed in (the app validates the tokens).
 */
export async function storeSignedIn(page: Page, tokens: TokenPair): Promise<void> {
  await page.goto('/');
  await page.evaluate(({ access_token, refresh_token }) => {
    localStorage.setItem('auth_state', 'signedIn');
    localStorage.setItem('access_token', access_token);
    localStorage.setItem('refresh_token', refresh_token);
  }, tokens);
}

async function postJson<T>(url: string, body: unknown): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${url} answered HTTP ${response.status}: ${(await response.text()).slice(0, 300)}`);
  return (await response.json()) as T;
}

/** Signs in through the API (POST /api/account/login/). @throws when the API does not answer 2xx. */
export function apiSignIn(apiUrl: string, account: Credentials): Promise<TokenPair> {
  return postJson<TokenPair>(`${apiUrl}/api/account/login/`, { email: account.email, password: account.password });
}

/**
 * Creates an account through the API: POST /api/account/register/ (answered without tokens), then
 * GET /api/account/verify-email/{uid}/{token}/ with the mailed link's parts, then signs in.
 * @throws when a step does not answer 2xx.
 */
export async function apiRegister(apiUrl: string, account: NewAccount): Promise<TokenPair> {
  await postJson<{ detail: string }>(`${apiUrl}/api/account/register/`, { email: account.email, username: account.username, password: account.password });
  const [uid, token] = new URL(await registrationLink(apiUrl, account.email)).pathname.split('/').slice(-2) as [string, string];
  const verify = `${apiUrl}/api/account/verify-email/${uid}/${token}/`;
  const verified = await fetch(verify, { headers: { accept: 'application/json' } });
  if (!verified.ok) throw new Error(`GET ${verify} answered HTTP ${verified.status}: ${(await verified.text()).slice(0, 300)}`);
  return apiSignIn(apiUrl, account);
}
