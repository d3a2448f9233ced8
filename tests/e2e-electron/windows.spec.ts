/** Several windows share one store: a change in one raises storage events in the others. */
import { accountMenu, signIn, signOut } from '../support/accounts';
import { expect, test } from './fixtures';

test('two windows sign out together', async ({ launch }) => {
  const { app, window: first } = await launch();
  await signIn(first);
  await expect(accountMenu(first)).toBeVisible();

  const opened = app.waitForEvent('window');
  await app.evaluate(({ Menu }) => Menu.getApplicationMenu()?.getMenuItemById('new-window')?.click());
  const second = await opened;
  await second.waitForLoadState('domcontentloaded');
  await expect(accountMenu(second)).toBeVisible();

  await signOut(second);
  await expect(first.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(accountMenu(first)).toBeHidden();
});
