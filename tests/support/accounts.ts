/**
 * Accounts for the browser suites (tests/e2e-web, tests/contract, tests/e2e-electron) and the
 * benchmarks (scripts/bench): the demo API's seeded accounts, fresh accounts, and signing in,
 * registering and signing out, through the header's dialogs as a person would, or through the API.
 */
import { expect, type Page } from '@playwright/test';
import { appReady } from './app-ready';

/** An account that signs in with e-mail and password. */
export interface Credentials {
  email: string;
  password: string;
}

/** An account that registers (the register dialog and POST /api/account/register/ take all three). */
export interface NewAccount extends Credentials {
  username: string;
}

/** The token pair the demo API answers a login or a registration with. */
export interface TokenPair {
  access_token: string;
  refresh_token: string;
}

/** The seeded collector of the demo API (src/demo-api/seed.ts; listed in the README). */
export const collector = { email: 'collector@figureshop.test', password: 'figures-4-ever', username: 'collector' } as const;
/** The seeded moderator (`is_moderator`) of the demo API (src/demo-api/seed.ts; README). */
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

/** Registers through the header's "Register" dialog (which signs in at once); resolves once the header shows the new account's menu. */
export async function register(page: Page, account: NewAccount): Promise<void> {
  await appReady(page);
  await page.getByRole('button', { name: 'Register' }).click();
  const dialog = page.getByRole('dialog', { name: /^Create your .* account$/ });
  await dialog.getByLabel('E-mail').fill(account.email);
  await dialog.getByLabel('User name').fill(account.username);
  await dialog.getByLabel('Password').fill(account.password);
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(dialog).toBeHidden();
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

async function postJson(url: string, body: unknown): Promise<TokenPair> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${url} answered HTTP ${response.status}: ${(await response.text()).slice(0, 300)}`);
  return (await response.json()) as TokenPair;
}

/** Signs in through the API (POST /api/account/login/). @throws when the API does not answer 2xx. */
export function apiSignIn(apiUrl: string, account: Credentials): Promise<TokenPair> {
  return postJson(`${apiUrl}/api/account/login/`, { email: account.email, password: account.password });
}

/** Registers through the API (POST /api/account/register/; signed in at once). @throws when the API does not answer 2xx. */
export function apiRegister(apiUrl: string, account: NewAccount): Promise<TokenPair> {
  return postJson(`${apiUrl}/api/account/register/`, { email: account.email, username: account.username, password: account.password });
}
