import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { collector, signIn, signOut } from '../support/accounts';

/**
 * Screenshots of home, settings and notifications in light and dark mode, desktop and mobile widths,
 * written to SHOTS_DIR (default /tmp/figure-shop-shots) for people to look at. Only with SHOTS=1:
 * they assert nothing the journeys do not already.
 */
const dir = process.env.SHOTS_DIR ?? '/tmp/figure-shop-shots';
test.skip(!process.env.SHOTS, 'set SHOTS=1 to take the screenshots of home, settings and notifications');

async function shoot(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

for (const mode of ['light', 'dark'] as const) {
  test(`screenshots in ${mode} mode`, async ({ page }) => {
    mkdirSync(dir, { recursive: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await signIn(page, collector);
    await page.goto('/settings');
    // The account's preferences (colour mode among them) arrive after sign-in: toggle only once synced.
    await expect(page.getByText('Synced with your account')).toBeVisible();
    const toggle = page.getByRole('button', { name: 'Dark mode' });
    if ((await toggle.getAttribute('aria-pressed')) !== String(mode === 'dark')) await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', String(mode === 'dark'));
    await page.getByRole('switch', { name: 'Show adult (NSFW) figures' }).check();
    await page.getByRole('link', { name: 'Figure Shop' }).click();
    await expect(page.getByRole('article').first()).toBeVisible();
    await shoot(page, `home-${mode}`);
    await page.getByRole('banner').getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByText('Synced with your account')).toBeVisible();
    await shoot(page, `settings-${mode}`);
    await page.getByRole('banner').getByRole('link', { name: /^Notifications/ }).click();
    await expect(page.getByRole('list', { name: 'Your notifications' })).toBeVisible();
    await shoot(page, `notifications-${mode}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page.getByRole('article').first()).toBeVisible();
    await shoot(page, `home-mobile-${mode}`);
    await signOut(page);
    await shoot(page, `home-mobile-anonymous-${mode}`);
  });
}
