import { expect, type Page } from '@playwright/test';

/** The settings page's "Show adult (NSFW) figures" switch. */
export const adultSwitch = (page: Page) => page.getByRole('switch', { name: 'Show adult (NSFW) figures' });

/**
 * Switches adult figures on as a person does (docs/product-rules.md §Adult 9): the switch, then "I am 18 or
 * older" in the dialog it opens; waits until the switch is on. Already on: nothing (as `check()`).
 */
export async function showAdultFigures(page: Page): Promise<void> {
  if (await adultSwitch(page).isChecked()) return;
  await adultSwitch(page).click();
  await page.getByRole('dialog', { name: 'Are you 18 or older?' }).getByRole('button', { name: 'I am 18 or older' }).click();
  await expect(adultSwitch(page)).toBeChecked();
}
