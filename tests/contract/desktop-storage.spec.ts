/**
 * Contract (Chromium), docs/product-rules.md §Desktop 10–11: the built renderer with the real preload storage logic
 * and the real main-process storage handlers wired as IPC would wire them (fixtures.ts). Each
 * window is its own browser context, so the bridge is the only thing two windows share.
 */
import { accountMenu, signIn, signOut } from '../support/accounts';
import { expect, test } from './fixtures';

test('sign in, reload: still signed in; the tokens went through the handlers into the store, encrypted', async ({ launchDesktop }) => {
  const app = await launchDesktop();
  const { page } = await app.openWindow();
  expect(await page.evaluate(() => typeof (globalThis as { desktop?: unknown }).desktop)).toBe('object');

  await signIn(page);
  await expect(accountMenu(page)).toBeVisible();

  // The main process holds what the page holds...
  const bridgeToken = () =>
    page.evaluate(() => (globalThis as unknown as { desktop: { storage: { getItem(k: string): string | null } } }).desktop.storage.getItem('access_token'));
  await expect.poll(bridgeToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  const token = await bridgeToken();
  await expect.poll(() => app.main.store.get('access_token')).toBe(token);
  await expect.poll(() => app.main.store.get('auth_state')).toBe('signedIn');
  await expect.poll(() => app.main.store.get('refresh_token')).toBeTruthy();
  // ...the page's own localStorage has none of it (the desktop platform is in use)...
  expect(await page.evaluate(() => (globalThis as unknown as { localStorage: { getItem(k: string): string | null } }).localStorage.getItem('access_token'))).toBeNull();
  // ...and the store file has it only encrypted.
  await expect.poll(() => app.file.item('access_token')).toMatchObject({ enc: 'safeStorage' });
  expect(app.file.text()).not.toContain(token!);

  await page.reload();
  await expect(accountMenu(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeHidden();
});

test('a change in one window appears in the other: sign in in A reaches B, sign out in B reaches A', async ({ launchDesktop }) => {
  const app = await launchDesktop();
  const a = await app.openWindow();
  const b = await app.openWindow();
  await expect(b.page.getByRole('button', { name: 'Sign in' })).toBeVisible();

  await signIn(a.page);
  await expect(accountMenu(b.page)).toBeVisible();

  await signOut(b.page);
  await expect(a.page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(accountMenu(a.page)).toBeHidden();
  await expect.poll(() => app.main.store.get('access_token')).toBeNull();
  await expect.poll(() => app.main.store.get('auth_state')).not.toBe('signedIn');
});

test('a window opened later starts signed in from the snapshot; quit and relaunch keeps the session', async ({ launchDesktop }) => {
  const first = await launchDesktop();
  const a = await first.openWindow();
  await signIn(a.page);
  const b = await first.openWindow();
  await expect(accountMenu(b.page)).toBeVisible();
  const file = await first.quit();

  const second = await launchDesktop({ file });
  const { page } = await second.openWindow();
  await expect(accountMenu(page)).toBeVisible();
});

test('without encryption: the notice says so once, and values are stored as electron-store would', async ({ launchDesktop }) => {
  const app = await launchDesktop({ encryptionAvailable: false });
  const { page } = await app.openWindow();
  const notice = page.getByText(/stored unencrypted on this machine/);
  await expect(notice).toBeVisible();
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toBeHidden();

  await signIn(page);
  await expect.poll(() => app.file.item('auth_state')).toBe('signedIn');
  await page.reload();
  await expect(accountMenu(page)).toBeVisible();
  await expect(notice).toBeHidden();
});
