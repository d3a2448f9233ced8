import { describe, expect, it } from 'vitest';
import { buildContentSecurityPolicy } from '../../../../src/main/csp';
import { createHash } from 'node:crypto';
import { metaPolicy, scriptHashSource, webContentSecurityPolicy } from '../../../../scripts/vite/web-csp';
import { EARLY_TAPS_SCRIPT } from '../../../../src/shared/prerender/early-taps';
import { PAGE_START_SCRIPT } from '../../../../src/shared/prerender/page-start-script';
import { WARM_INTL_SCRIPT } from '../../../../src/shared/prerender/warm-intl';

describe('web build CSP', () => {
  const startScriptHash = scriptHashSource(PAGE_START_SCRIPT);
  const header = buildContentSecurityPolicy({ apiOrigin: 'https://api.example.com', scriptHashes: [startScriptHash] });

  it('is the desktop policy minus what a <meta> cannot carry', () => {
    const meta = metaPolicy(header);
    expect(meta).not.toContain('frame-ancestors');
    expect(meta.split('; ')).toEqual(header.split('; ').filter((directive) => !directive.startsWith('frame-ancestors')));
    expect(meta).not.toContain('unsafe-eval');
  });

  it('takes the API origin from the build configuration', () => {
    const plugin = webContentSecurityPolicy('https://api.example.com/v1/');
    (plugin.configResolved as unknown as (config: { env: Record<string, string> }) => void)({ env: {} });
    const tags = (plugin.transformIndexHtml as unknown as { handler: () => Array<{ attrs: Record<string, string>; injectTo: string }> }).handler();
    expect(tags).toEqual([
      { tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: metaPolicy(header) }, injectTo: 'head-prepend' },
      { tag: 'script', children: PAGE_START_SCRIPT, injectTo: 'head-prepend' },
    ]);
    expect(tags[0]?.attrs.content).toContain('connect-src \'self\' https://api.example.com;');
  });

  it("allows the page's start script (the early-tap recorder, then ICU's warm-up) by the hash of its exact text, and no other inline script", () => {
    expect(PAGE_START_SCRIPT).toBe(EARLY_TAPS_SCRIPT + WARM_INTL_SCRIPT);
    const expected = `'sha256-${createHash('sha256').update(PAGE_START_SCRIPT).digest('base64')}'`;
    expect(startScriptHash).toBe(expected);
    expect(scriptHashSource(`${PAGE_START_SCRIPT} `)).not.toBe(expected);
    const scriptSrc = policyFor({})?.split('; ').find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toBe(`script-src 'self' ${expected}`);
  });

  const policyFor = (env: Record<string, string>) => {
    const plugin = webContentSecurityPolicy();
    (plugin.configResolved as unknown as (config: { env: Record<string, string> }) => void)({ env });
    return (plugin.transformIndexHtml as unknown as { handler: () => Array<{ attrs: Record<string, string> }> }).handler()[0]?.attrs.content;
  };

  it('reads VITE_API_URL, with the app\'s default when it is unset or blank', () => {
    expect(policyFor({ VITE_API_URL: ' https://api.example.com/ ' })).toBe(metaPolicy(header));
    const local = metaPolicy(buildContentSecurityPolicy({ apiOrigin: 'http://127.0.0.1:8000', scriptHashes: [startScriptHash] }));
    expect(policyFor({})).toBe(local);
    expect(policyFor({ VITE_API_URL: '' })).toBe(local);
  });

  it('fails the build on a bad web config, naming the variable', () => {
    expect(() => policyFor({ VITE_API_URL: 'http://api.example.com' })).toThrow(/VITE_API_URL="http:\/\/api.example.com": must use https/);
    expect(() => policyFor({ VITE_DEMO_MODE: 'maybe' })).toThrow(/VITE_DEMO_MODE="maybe"/);
  });
});
