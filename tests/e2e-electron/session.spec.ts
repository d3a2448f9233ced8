/** Tokens in electron-store across runs (docs/product-rules.md §Desktop 10–11). */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { accountMenu, signIn } from '../support/accounts';
import { expect, test } from './fixtures';

test('sign in, quit, relaunch: still signed in; the store holds no plaintext token where encryption is available', async ({ launch, userDataDir }, testInfo) => {
  const first = await launch();
  await signIn(first.window);
  await expect(accountMenu(first.window)).toBeVisible();
  const { token, encrypted } = await first.window.evaluate(() => {
    const d = (globalThis as unknown as { desktop: { storage: { getItem(k: string): string | null }; platform: { encryptionAvailable: boolean } } }).desktop;
    return { token: d.storage.getItem('access_token'), encrypted: d.platform.encryptionAvailable };
  });
  expect(token, 'the renderer keeps its access token in window.desktop.storage').toBeTruthy();
  await first.close();

  const file = join(userDataDir, 'storage.json');
  const disk = readFileSync(file, 'utf8');
  if (encrypted) {
    expect(disk).not.toContain(token!);
    expect(disk).toContain('"enc": "safeStorage"');
  } else {
    // Linux without a keyring (and Playwright's --password-store=basic): stored plainly, as the UI says.
    testInfo.annotations.push({ type: 'note', description: 'safeStorage encryption unavailable here: plaintext check not applicable' });
  }

  const second = await launch();
  await expect(accountMenu(second.window)).toBeVisible();
});

test('a corrupt store file is moved aside and the app starts signed out', async ({ launch, userDataDir }) => {
  writeFileSync(join(userDataDir, 'storage.json'), '{"items": {"access_token": ');
  const { window, logs } = await launch();
  await expect(window.getByRole('button', { name: 'Sign in' })).toBeVisible();
  const moved = readdirSync(userDataDir).filter((name) => name.startsWith('storage.json.corrupt-'));
  expect(moved).toHaveLength(1);
  expect(readFileSync(join(userDataDir, moved[0]!), 'utf8')).toBe('{"items": {"access_token": ');
  expect(logs()).toMatch(/moved it to .*storage\.json\.corrupt-/);
});
