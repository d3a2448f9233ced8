import { expect, test, type Page } from './test';
import { apiSignIn, storeSignedIn, type NewAccount } from '../support/accounts';
import { mainApiUrl } from './fixtures';
import { solidPng } from './images';

/** Signs `account` (the worker's: these tests only edit its profile) in and opens its profile page. */
async function signedInOnProfile(page: Page, account: NewAccount) {
  await storeSignedIn(page, await apiSignIn(mainApiUrl, account));
  await page.goto('/account/profile');
  await expect(page.getByRole('heading', { level: 1, name: account.username })).toBeVisible();
}

/** Chooses a file through the button's file chooser, as a person would. */
async function chooseFile(page: Page, button: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles(file);
}

test.describe('profile page', () => {
  test('anonymous visitors see the sign-in panel; its button opens the dialog (§Shell 16)', async ({ page }) => {
    await page.goto('/account/profile');
    const panel = page.getByRole('region', { name: 'Sign in to see this page' });
    await expect(panel).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Sign in to Figure Shop' })).toHaveCount(0);
    await panel.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign in to Figure Shop' })).toBeVisible();
  });

  test('edits the bio and sets a status; server field errors show under the field', async ({ page, workerAccount }) => {
    await signedInOnProfile(page, workerAccount);
    await page.getByLabel('About you').fill('Collects 1/7 scale figures since 2012. <b>not bold</b>');
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByText('Profile saved')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('About you')).toHaveValue('Collects 1/7 scale figures since 2012. <b>not bold</b>');

    await page.getByLabel('User name').fill('not a valid name!');
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByLabel('User name')).toHaveAccessibleDescription(/Enter a valid username/);
  });

  test('uploads a profile picture with a progress bar in percent and shows the picture', async ({ page, workerAccount }) => {
    await signedInOnProfile(page, workerAccount);
    // Slow the upload down so the progress can be seen, as on a real connection.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 400 * 1024 });

    const image = solidPng(16, 16, [46, 112, 199], 1_500_000);
    await chooseFile(page, 'Choose profile picture', { name: 'avatar.png', mimeType: 'image/png', buffer: image });
    const progress = page.getByRole('progressbar', { name: 'Profile picture upload progress' });
    await expect(progress).toBeVisible();
    await expect(page.getByText(/Uploading… \d+%/)).toBeVisible();
    await expect(page.getByText('Picture uploaded')).toBeVisible({ timeout: 20_000 });
    await expect(progress).toBeHidden();
    const avatar = page.getByAltText('Profile picture');
    await expect(avatar).toHaveAttribute('src', /\/media\//);
    // The picture loads after its src is set: wait until it has decoded.
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(16);
  });

  test('a rejected upload shows the exact error toast of §Account 6', async ({ page, workerAccount }) => {
    await signedInOnProfile(page, workerAccount);
    // Named .png but not an image: the browser sends it, the server checks the bytes and refuses.
    await chooseFile(page, 'Choose profile picture', { name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('<script>alert(1)</script> not a png') });
    const toast = page.getByRole('alert').filter({ hasText: 'Error 400' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('(POST /api/account/profile/upload-picture/)');
    await expect(toast).not.toContainText('An error occurred during file upload.');
  });

  test('a client-side check refuses a file that is not an image type', async ({ page, workerAccount }) => {
    await signedInOnProfile(page, workerAccount);
    await chooseFile(page, 'Choose background', { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(page.getByText('Choose a PNG, JPEG, WebP or GIF image.')).toBeVisible();
  });

  test('an empty upload answer shows "An error occurred during file upload."', async ({ page, workerAccount }) => {
    await signedInOnProfile(page, workerAccount);
    // A server that answers 200 with no body (the real API's CORS preflight still answers).
    await page.route('**/api/account/profile/upload-background/', (route) =>
      route.request().method() === 'OPTIONS' ? route.continue() : route.fulfill({ status: 200, body: '', headers: { 'Access-Control-Allow-Origin': '*' } }),
    );
    await chooseFile(page, 'Choose background', { name: 'bg.png', mimeType: 'image/png', buffer: solidPng(4, 4, [197, 73, 73]) });
    const toast = page.getByTestId('toast-region');
    await expect(toast).toContainText('An error occurred during file upload.');
    await expect(toast).not.toContainText('POST');
  });
});
