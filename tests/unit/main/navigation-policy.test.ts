import { describe, expect, it, vi } from 'vitest';
import { attachNavigationPolicy, decideExternalLink, isNavigationAllowed, type GuardedContents, type LinkPolicy } from '../../../src/main/navigation-policy';
import { recordingLogger } from './fakes';

const policy: LinkPolicy = { appOrigin: 'app://figure-shop', externalHttpOrigins: ['http://127.0.0.1:8000'] };

describe('navigation', () => {
  it.each([
    ['app://figure-shop/', true],
    ['app://figure-shop/account/password-reset', true],
    ['app://other/', false],
    ['https://figureshop.com/', false],
    ['http://127.0.0.1:8000/', false],
    ['file:///etc/passwd', false],
    ['javascript:alert(1)', false],
    ['data:text/html,<script>1</script>', false],
    ['about:blank', false],
    ['com.figureshop.app:/oauth/discord?code=a&state=b', false],
    ['not a url', false],
  ])('%s → %s', (url, allowed) => {
    expect(isNavigationAllowed(url, policy)).toBe(allowed);
  });
});

describe('external links (allow-list)', () => {
  it.each([
    ['https://discord.gg/figureshop', true],
    ['https://accounts.google.com/o/oauth2/v2/auth?x=1', true],
    ['http://127.0.0.1:8000/oauth/discord/authorize?state=s', true],
    ['http://127.0.0.1:8001/', false],
    ['http://localhost:8000/', false],
    ['http://evil.example/', false],
    ['https://user:pass@evil.example/', false],
    ['file:///C:/Windows/System32/calc.exe', false],
    ['smb://share/x', false],
    ['mailto:a@b.c', false],
    ['javascript:alert(1)', false],
    ['com.figureshop.app:/oauth/discord', false],
    ['ms-settings:', false],
    ['https://', false],
    ['', false],
  ])('%s → %s', (url, allowed) => {
    expect(decideExternalLink(url, policy).allow).toBe(allowed);
  });
});

describe('attachNavigationPolicy', () => {
  function fakeContents() {
    const handlers: Record<string, (event: { url: string; preventDefault(): void }) => void> = {};
    let openHandler: (details: { url: string }) => { action: string } = () => ({ action: 'allow' });
    const contents = {
      on: (name: string, handler: (event: { url: string; preventDefault(): void }) => void) => {
        handlers[name] = handler;
        return contents;
      },
      setWindowOpenHandler: (handler: typeof openHandler) => {
        openHandler = handler;
      },
    };
    const fire = (name: string, url = '') => {
      const event = { url, preventDefault: vi.fn() };
      handlers[name]!(event);
      return event.preventDefault.mock.calls.length > 0;
    };
    return { contents: contents as unknown as GuardedContents, fire, open: (url: string) => openHandler({ url }) };
  }

  it('keeps windows on the app origin and hands allowed links to the system browser', () => {
    const { contents, fire, open } = fakeContents();
    const openExternal = vi.fn(() => Promise.resolve());
    attachNavigationPolicy(contents, policy, openExternal, recordingLogger());
    expect(fire('will-navigate', 'app://figure-shop/other')).toBe(false);
    expect(fire('will-navigate', 'https://example.com/')).toBe(true);
    expect(fire('will-navigate', 'file:///etc/passwd')).toBe(true);
    expect(fire('will-redirect', 'https://example.com/')).toBe(true);
    expect(fire('will-redirect', 'app://figure-shop/x')).toBe(false);
    expect(fire('will-attach-webview')).toBe(true);
    expect(open('https://discord.gg/x')).toEqual({ action: 'deny' });
    expect(open('app://figure-shop/')).toEqual({ action: 'deny' });
    expect(open('file:///etc/passwd')).toEqual({ action: 'deny' });
    expect(openExternal.mock.calls).toEqual([['https://example.com/'], ['https://discord.gg/x']]);
  });
});
