import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveAppPath, type AppPathRejection } from '../../../src/main/app-path';
import { contentTypeFor, createAppRequestHandler } from '../../../src/main/app-protocol';
import { recordingLogger } from './fakes';

const ROOT = join(tmpdir(), 'renderer-root');

describe('resolveAppPath', () => {
  it('maps paths under the root, / to index.html, and marks route-like paths', () => {
    expect(resolveAppPath('/', ROOT)).toEqual({ ok: true, filePath: join(ROOT, 'index.html'), routeLike: false });
    expect(resolveAppPath('/assets/index-abc.js', ROOT)).toEqual({ ok: true, filePath: join(ROOT, 'assets', 'index-abc.js'), routeLike: false });
    expect(resolveAppPath('/account/password-reset', ROOT)).toMatchObject({ ok: true, routeLike: true });
    expect(resolveAppPath('/assets/my%20font.woff2', ROOT)).toMatchObject({ ok: true, filePath: join(ROOT, 'assets', 'my font.woff2') });
  });

  it.each<[string, AppPathRejection]>([
    ['/../etc/passwd', 'dot-segment'],
    ['/assets/../../etc/passwd', 'dot-segment'],
    ['/%2e%2e/etc/passwd', 'dot-segment'],
    ['/%2E%2E/%2E%2E/etc/passwd', 'dot-segment'],
    ['/.%2e/secret', 'dot-segment'],
    ['/./index.html', 'dot-segment'],
    ['/..%2fetc/passwd', 'encoded-separator'],
    ['/%2e%2e%2fetc%2fpasswd', 'encoded-separator'],
    ['/assets%2f..%2f..%2fsecret', 'encoded-separator'],
    ['/..%5c..%5cwindows', 'encoded-separator'],
    ['/..\\..\\windows\\win.ini', 'backslash'],
    ['/index.html\0.png', 'nul'],
    ['/index.html%00.png', 'nul'],
    ['//etc/passwd', 'protocol-relative'],
    ['etc/passwd', 'not-absolute'],
    ['/C:/Windows/win.ini', 'drive-or-stream'],
    ['/index.html::$DATA', 'drive-or-stream'],
    ['/%E0%A4%A', 'malformed-encoding'],
    ['/.env', 'hidden-file'],
    ['/assets//x.js', 'empty-segment'],
    [`/${'a'.repeat(3000)}`, 'too-long'],
  ])('refuses %s (%s)', (path, reason) => {
    expect(resolveAppPath(path, ROOT)).toEqual({ ok: false, reason });
  });

  it('never yields a path outside the root', () => {
    const attempts = ['/a/b/c', '/%252e%252e/x', '/%c0%ae%c0%ae/x', '/..;/x', '/ /x', '/~/x', '/a%23b'];
    for (const attempt of attempts) {
      const result = resolveAppPath(attempt, ROOT);
      if (result.ok) expect(result.filePath.startsWith(ROOT + sep)).toBe(true);
    }
  });
});

describe('app:// request handler', () => {
  let root: string;
  const csp = "default-src 'self'";
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'app-protocol-'));
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>Figure Shop</title>');
    writeFileSync(join(root, 'assets', 'app.js'), 'console.log(1)');
    writeFileSync(join(root, '..', 'outside-secret.txt'), 'secret');
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const handler = () => createAppRequestHandler({ root, contentSecurityPolicy: csp, log: recordingLogger() });

  it('serves files with their type, the CSP and nosniff', async () => {
    const response = await handler()(new Request('app://figure-shop/assets/app.js'));
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('console.log(1)');
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe(csp);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('falls back to index.html for routes (SPA), but 404s missing assets', async () => {
    const route = await handler()(new Request('app://figure-shop/account/password-reset?uidb64=a&token=b'));
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('<title>Figure Shop</title>');
    expect(route.headers.get('cache-control')).toBe('no-cache');
    expect((await handler()(new Request('app://figure-shop/assets/missing.js'))).status).toBe(404);
  });

  it('refuses other hosts, other methods and traversal', async () => {
    expect((await handler()(new Request('app://evil/index.html'))).status).toBe(404);
    expect((await handler()(new Request('app://figure-shop/', { method: 'POST', body: 'x' }))).status).toBe(405);
    // WHATWG URL parsing already folds ../ and %2e%2e; the resolver catches what survives.
    const traversal = await handler()(new Request('app://figure-shop/..%2foutside-secret.txt'));
    expect(traversal.status).toBe(404);
    expect(await traversal.text()).not.toContain('secret');
  });

  it('knows the common types', () => {
    expect(contentTypeFor('a.woff2')).toBe('font/woff2');
    expect(contentTypeFor('a.SVG')).toBe('image/svg+xml');
    expect(contentTypeFor('a.unknown')).toBe('application/octet-stream');
  });
});
