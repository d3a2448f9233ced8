import { describe, expect, it, vi } from 'vitest';
import { NO_CHROMIUM_MESSAGE, resolveChromium, systemChromium, type ChromiumProbe } from '../../support/browser';

const own = '/home/me/.cache/ms-playwright/chromium-1/chrome-linux64/chrome';

function probe(overrides: Partial<ChromiumProbe> = {}, executables: string[] = []): ChromiumProbe {
  return {
    env: {},
    systemChromium: () => undefined,
    playwrightChromium: () => own,
    isExecutable: (path) => executables.includes(path),
    installPlaywrightChromium: vi.fn(async () => false),
    ...overrides,
  };
}

describe('resolveChromium (npm test finds or gets a browser)', () => {
  it('takes PLAYWRIGHT_CHROMIUM_PATH first', async () => {
    const found = await resolveChromium(probe({ env: { PLAYWRIGHT_CHROMIUM_PATH: '/opt/c/chrome' }, systemChromium: () => '/usr/bin/chromium' }, ['/opt/c/chrome']));
    expect(found).toEqual({ ok: true, source: 'PLAYWRIGHT_CHROMIUM_PATH', path: '/opt/c/chrome' });
  });

  it('refuses a PLAYWRIGHT_CHROMIUM_PATH that is not an executable, naming it', async () => {
    const found = await resolveChromium(probe({ env: { PLAYWRIGHT_CHROMIUM_PATH: '/nope' }, systemChromium: () => '/usr/bin/chromium' }));
    expect(found).toEqual({ ok: false, failure: expect.stringContaining('PLAYWRIGHT_CHROMIUM_PATH=/nope is not an executable file') });
  });

  it('then a system Chromium, before Playwright’s own', async () => {
    const found = await resolveChromium(probe({ systemChromium: () => '/usr/bin/chromium' }, [own]));
    expect(found).toEqual({ ok: true, source: 'system', path: '/usr/bin/chromium' });
  });

  it('then Playwright’s downloaded Chromium, without installing', async () => {
    const p = probe({}, [own]);
    expect(await resolveChromium(p)).toEqual({ ok: true, source: 'playwright', path: own });
    expect(p.installPlaywrightChromium).not.toHaveBeenCalled();
  });

  it('installs Playwright’s Chromium on first use where the network allows', async () => {
    const executables: string[] = [];
    const p = probe({ installPlaywrightChromium: vi.fn(async () => (executables.push(own), true)) }, executables);
    expect(await resolveChromium(p)).toEqual({ ok: true, source: 'installed', path: own });
  });

  it('where nothing works, fails with the one line saying what to install', async () => {
    const p = probe();
    expect(await resolveChromium(p)).toEqual({ ok: false, failure: NO_CHROMIUM_MESSAGE });
    expect(p.installPlaywrightChromium).toHaveBeenCalledOnce();
    expect(NO_CHROMIUM_MESSAGE).not.toContain('\n');
  });
});

describe('systemChromium', () => {
  it('finds chromium by name on PATH, in PATH order', () => {
    const executables = new Set(['/b/chromium', '/c/google-chrome']);
    expect(systemChromium('/a:/b:/c', (path) => executables.has(path))).toBe('/b/chromium');
  });

  it('falls back to Chrome under another name, and to nothing', () => {
    expect(systemChromium('/a:/c', (path) => path === '/c/google-chrome')).toBe('/c/google-chrome');
    expect(systemChromium('/a', () => false)).toBeUndefined();
  });
});
