import { describe, expect, it } from 'vitest';
import { buildContentSecurityPolicy } from '../../../src/main/csp';

const directives = (policy: string) => new Map(policy.split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)]));

describe('Content-Security-Policy', () => {
  const policy = buildContentSecurityPolicy({ apiOrigin: 'http://127.0.0.1:8000' });
  const map = directives(policy);

  it('never allows eval or inline scripts', () => {
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).not.toContain('wasm-unsafe-eval');
    expect(map.get('script-src')).toEqual(["'self'"]);
  });

  it('is strict everywhere else, allowing only the app and the API', () => {
    expect(map.get('default-src')).toEqual(["'self'"]);
    expect(map.get('connect-src')).toEqual(["'self'", 'http://127.0.0.1:8000']);
    expect(map.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'http://127.0.0.1:8000']);
    expect(map.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(map.get('font-src')).toEqual(["'self'", 'data:']);
    expect(map.get('object-src')).toEqual(["'none'"]);
    expect(map.get('base-uri')).toEqual(["'none'"]);
    expect(map.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy).not.toMatch(/\*/);
  });

  it('allows inline scripts only by SHA-256 hash, and refuses anything else offered as one', () => {
    const hash = `'sha256-${'A'.repeat(42)}E='`;
    const withHash = directives(buildContentSecurityPolicy({ apiOrigin: 'http://127.0.0.1:8000', scriptHashes: [hash] }));
    expect(withHash.get('script-src')).toEqual(["'self'", hash]);
    for (const bad of ["'unsafe-inline'", "'sha256-short='", `'sha384-${'A'.repeat(64)}'`, `${hash}; script-src *`, `sha256-${'A'.repeat(42)}E=`]) {
      expect(() => buildContentSecurityPolicy({ apiOrigin: 'http://127.0.0.1:8000', scriptHashes: [bad] })).toThrow(TypeError);
    }
  });

  it('refuses an API origin that could inject directives', () => {
    for (const bad of ["http://a.example; script-src 'unsafe-eval'", 'http://a.example/path', '*', "'unsafe-inline'", 'javascript:x']) {
      expect(() => buildContentSecurityPolicy({ apiOrigin: bad })).toThrow(TypeError);
    }
  });
});
