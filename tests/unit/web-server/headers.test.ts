import { describe, expect, it } from 'vitest';
import { contentSecurityPolicyOf, metaPolicyOf, securityHeaders, STRICT_TRANSPORT_SECURITY } from '../../../src/web-server/headers';
import { FIXTURE_META_POLICY, makeBuild } from './fixture';

describe('metaPolicyOf', () => {
  it("reads a page's CSP <meta> back, character references decoded", () => {
    expect(metaPolicyOf(`<head><meta http-equiv="Content-Security-Policy" content="default-src &#39;self&#39;; img-src &#x27;self&#x27; &amp; &quot;x&quot;"></head>`)).toBe(`default-src 'self'; img-src 'self' & "x"`);
    expect(metaPolicyOf('<head><meta charset="utf-8"></head>')).toBeNull();
  });
});

describe('contentSecurityPolicyOf', () => {
  it("is the build's <meta> policy plus frame-ancestors 'none'", () => {
    expect(contentSecurityPolicyOf(makeBuild().root)).toEqual({ policy: `${FIXTURE_META_POLICY}; frame-ancestors 'none'`, fromBuild: true });
    expect(contentSecurityPolicyOf(makeBuild({ files: { 'shell.html': null } }).root).fromBuild).toBe(true);
  });

  it("is frame-ancestors 'none' alone for a build without a policy", () => {
    expect(contentSecurityPolicyOf(makeBuild({ files: { 'shell.html': null, 'index.html': '<html lang="en"><head></head></html>' } }).root)).toEqual({ policy: "frame-ancestors 'none'", fromBuild: false });
  });
});

describe('securityHeaders', () => {
  it('adds Strict-Transport-Security only with hsts', () => {
    expect(securityHeaders('x', false)['strict-transport-security']).toBeUndefined();
    expect(securityHeaders('x', true)['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
  });
});
