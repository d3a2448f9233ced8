/** Playwright steps on the built web app that several benchmarks share, done as a person would. */
import type { Page } from '@playwright/test';

/** Signs in through the header's "Sign in" dialog and waits for the signed-in header. */
export async function signInThroughUi(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: /Sign in to/ });
  await dialog.getByLabel('E-mail').fill(account.email);
  await dialog.getByLabel('Password').fill(account.password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: /^Account menu for/ }).waitFor();
}
