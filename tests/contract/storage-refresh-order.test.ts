/**
 * Contract (Node): the refresh race across desktop windows (docs/product-rules.md §Sessions 9). The bridge's storage
 * is one main-process store, but each window reads its own snapshot, which learns of another
 * window's write only when the main process's push event arrives. Nothing orders that push before
 * the Web Lock grant to the next window, so a window that waited for the refresh lock can read the
 * refresh token the other window just spent, exactly as Chromium's localStorage can between tabs.
 * The defence is the same as on the web: the token channel (BroadcastChannel works between windows
 * of the default session on app://, a standard secure scheme) and the server's reuse interval.
 * How a session takes the announced pair over a lagging storage is tested in
 * tests/unit/renderer/features/auth/token-channel.test.ts; the server side in
 * tests/unit/demo-api/auth/refresh-reuse-interval.test.ts.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { toWebStorage } from '@shared/ipc';
import { ContractMain, contractDesktopConfig } from './support/contract-main';
import { NodeWindow, settle } from './support/node-window';

const APP_ORIGIN = 'app://figure-shop';
const mains: ContractMain[] = [];

afterEach(() => {
  for (const main of mains.splice(0)) main.dispose();
});

/** Two windows over one main process, signed in with refresh token r-1. */
async function twoWindows() {
  const main = new ContractMain({ appOrigin: APP_ORIGIN, config: contractDesktopConfig('http://127.0.0.1:8000') });
  mains.push(main);
  const windows = [1, 2].map((id) => new NodeWindow(main, id, `${APP_ORIGIN}/index.html`));
  for (const win of windows) win.load();
  const first = toWebStorage(windows[0]!.desktop.storage);
  first.setItem('refresh_token', 'r-1');
  first.setItem('auth_state', 'signedIn');
  await settle(windows);
  return { windows, storages: windows.map((win) => toWebStorage(win.desktop.storage)) };
}

describe('refresh across desktop windows', () => {
  it('a second window can read a stale refresh token right after another window wrote a new one', async () => {
    const { windows, storages } = await twoWindows();
    storages[0]!.setItem('refresh_token', 'r-2');
    // The writer sees its write at once; the other window's snapshot waits for the push event.
    expect(storages[1]!.getItem('refresh_token')).toBe('r-1');
    await settle(windows);
    expect(storages[1]!.getItem('refresh_token')).toBe('r-2');
  });

  it('the write reaches the main process only after the writer has moved on (send is asynchronous)', async () => {
    const { windows, storages } = await twoWindows();
    storages[0]!.setItem('refresh_token', 'r-2');
    // A window opened now (snapshot by sendSync) could still get r-1 from the main process.
    const late = new NodeWindow(mains[0]!, 3, `${APP_ORIGIN}/index.html`);
    late.load();
    expect(toWebStorage(late.desktop.storage).getItem('refresh_token')).toBe('r-1');
    await settle([...windows, late]);
    expect(toWebStorage(late.desktop.storage).getItem('refresh_token')).toBe('r-2');
  });
});
