import { expect, type Page } from '@playwright/test';

/** The seeded accounts of the demo API (src/demo-api/seed.ts; listed in the README). */
export const collector = { email: 'collector@figureshop.test', password: 'figures-4-ever', username: 'collector' };
export const moderator = { email: 'moderator@figureshop.test', password: 'moderate-2-much' };

/** A fresh, unique account for journeys that register. */
export function newAccount(label = 'e2e') {
  const id = `${label}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  return { email: `${id}@figureshop.test`, username: id, password: `long-pass-${id}` };
}

/** Signs in through the header's "Sign in" dialog, as a person would. */
export async function signIn(page: Page, account: { email: string; password: string }) {
  await page.getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: /Sign in to/ });
  await dialog.getByLabel('E-mail').fill(account.email);
  await dialog.getByLabel('Password').fill(account.password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog).toBeHidden();
}

/** Registers through the header's "Register" dialog; the dialog closes once signed in. */
export async function register(page: Page, account: { email: string; username: string; password: string }) {
  await page.getByRole('button', { name: 'Register' }).click();
  const dialog = page.getByRole('dialog', { name: /^Create your .* account$/ });
  await dialog.getByLabel('E-mail').fill(account.email);
  await dialog.getByLabel('User name').fill(account.username);
  await dialog.getByLabel('Password').fill(account.password);
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(dialog).toBeHidden();
}

/** Opens the user menu and chooses "Sign out". */
export async function signOut(page: Page) {
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
}
