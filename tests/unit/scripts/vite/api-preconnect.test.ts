import { describe, expect, it } from 'vitest';
import { apiPreconnect } from '../../../../scripts/vite/api-preconnect';

function tagsFor(env: Record<string, string>) {
  const plugin = apiPreconnect();
  (plugin.configResolved as unknown as (config: { env: Record<string, string> }) => void)({ env });
  return (plugin.transformIndexHtml as unknown as () => Array<{ tag: string; attrs: Record<string, string> }>)();
}

describe('API preconnect (LCP)', () => {
  it('opens a CORS and a plain connection to the API origin the build is configured with', () => {
    expect(tagsFor({ VITE_API_URL: 'https://api.example.com/v1/' })).toEqual([
      { tag: 'link', attrs: { rel: 'preconnect', href: 'https://api.example.com', crossorigin: 'anonymous' }, injectTo: 'head' },
      { tag: 'link', attrs: { rel: 'preconnect', href: 'https://api.example.com' }, injectTo: 'head' },
    ]);
  });

  it("uses the app's default API when none is set", () => {
    expect(tagsFor({})[0]?.attrs.href).toBe('http://127.0.0.1:8000');
  });

  it('fails the build on a malformed API address, naming the variable', () => {
    expect(() => tagsFor({ VITE_API_URL: 'not a url' })).toThrow(/VITE_API_URL/);
  });
});
