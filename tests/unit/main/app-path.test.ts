/**
 * app:// containment on disk (docs/product-rules.md §Desktop 2): symlinks out of the renderer folder and Windows
 * device names are refused; real temp folders and real symlinks, no Electron.
 */
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { realpath } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { containedRealPath, isWindowsDeviceName, resolveAppPath } from '../../../src/main/app-path';
import { createAppRequestHandler } from '../../../src/main/app-protocol';
import { recordingLogger } from './fakes';

let base: string;
let root: string;
beforeAll(() => {
  base = mkdtempSync(join(tmpdir(), 'app-path-'));
  root = join(base, 'renderer');
  mkdirSync(join(root, 'assets'), { recursive: true });
  mkdirSync(join(base, 'outside'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Figure Shop</title>');
  writeFileSync(join(root, 'assets', 'app.js'), 'console.log(1)');
  writeFileSync(join(base, 'outside', 'secret.txt'), 'top secret');
  symlinkSync(join(base, 'outside', 'secret.txt'), join(root, 'assets', 'leak.txt'));
  symlinkSync(join(base, 'outside'), join(root, 'linked-dir'));
  symlinkSync(join(root, 'assets', 'app.js'), join(root, 'assets', 'alias.js')); // stays inside: allowed
  // A renderer folder that is itself reached through a symlink (e.g. a symlinked install dir) still works.
  symlinkSync(root, join(base, 'renderer-link'));
});
afterAll(() => rmSync(base, { recursive: true, force: true }));

describe('containedRealPath', () => {
  it('gives the real path of a file inside the real root, also through an inner symlink or a symlinked root', async () => {
    expect(await containedRealPath(join(root, 'assets', 'app.js'), root, realpath)).toBe(realpathSync(join(root, 'assets', 'app.js')));
    expect(await containedRealPath(join(root, 'assets', 'alias.js'), root, realpath)).toBe(realpathSync(join(root, 'assets', 'app.js')));
    const linkedRoot = join(base, 'renderer-link');
    expect(await containedRealPath(join(linkedRoot, 'index.html'), linkedRoot, realpath)).toBe(realpathSync(join(root, 'index.html')));
  });

  it('refuses a symlink to a file or a folder outside, the root itself and a missing file', async () => {
    expect(await containedRealPath(join(root, 'assets', 'leak.txt'), root, realpath)).toBeNull();
    expect(await containedRealPath(join(root, 'linked-dir', 'secret.txt'), root, realpath)).toBeNull();
    expect(await containedRealPath(root, root, realpath)).toBeNull();
    expect(await containedRealPath(join(root, 'missing.js'), root, realpath)).toBeNull();
  });
});

describe('Windows device names', () => {
  it.each(['con', 'CON', 'nul', 'Nul.txt', 'prn', 'aux.js', 'com1', 'COM9.log', 'lpt1', 'lpt9.tar.gz', 'com\u00b9', 'conin$', 'CONOUT$', 'nul.', 'con  ', 'con .txt'])(
    'refuses %j in any segment',
    (name) => {
      expect(isWindowsDeviceName(name)).toBe(true);
      expect(resolveAppPath(`/${encodeURIComponent(name)}`, root)).toEqual({ ok: false, reason: 'device-name' });
      expect(resolveAppPath(`/assets/${encodeURIComponent(name)}/x.js`, root)).toEqual({ ok: false, reason: 'device-name' });
    },
  );

  it.each(['console.js', 'connect', 'com10', 'lpt', 'nullable.js', 'auxiliary.css', 'icon.png', 'com.figureshop.app.png'])('serves ordinary %j', (name) => {
    expect(isWindowsDeviceName(name)).toBe(false);
    expect(resolveAppPath(`/assets/${name}`, root)).toMatchObject({ ok: true });
  });
});

describe('app:// handler on disk', () => {
  const handler = () => createAppRequestHandler({ root, contentSecurityPolicy: "default-src 'self'", log: recordingLogger() });

  it('serves a file, and an inner symlink that stays inside', async () => {
    expect(await (await handler()(new Request('app://figure-shop/assets/app.js'))).text()).toBe('console.log(1)');
    expect(await (await handler()(new Request('app://figure-shop/assets/alias.js'))).text()).toBe('console.log(1)');
  });

  it('404s a symlink leading out of the renderer folder (file or folder), never showing the target', async () => {
    for (const path of ['/assets/leak.txt', '/linked-dir/secret.txt']) {
      const response = await handler()(new Request(`app://figure-shop${path}`));
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('secret');
    }
  });

  it('404s device names and keeps refusing traversal', async () => {
    for (const path of ['/nul', '/CON.html', '/assets/aux.js', '/..%2f..%2foutside%2fsecret.txt']) {
      expect((await handler()(new Request(`app://figure-shop${path}`))).status).toBe(404);
    }
  });
});
