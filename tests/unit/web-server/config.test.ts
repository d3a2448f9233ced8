import { dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../../src/shared/config';
import { DEFAULT_DIST_DIR, loadWebServerConfig } from '../../../src/web-server/config';
import { makeSelfSignedCertificate } from '../../support/self-signed-cert';
import { makeBuild } from './fixture';

/** The problems loadWebServerConfig throws for `env`. */
function problems(env: Record<string, string>, cwd?: string): readonly string[] {
  try {
    loadWebServerConfig(env, cwd);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error('no ConfigError');
}

describe('loadWebServerConfig', () => {
  it('has the defaults: 127.0.0.1:4173, no HSTS, info logs (DIST_DIR must hold a build)', () => {
    const { root } = makeBuild();
    expect(loadWebServerConfig({ DIST_DIR: root })).toEqual({ host: '127.0.0.1', port: 4173, distDir: root, hsts: false, logLevel: 'info', tls: null });
    expect(DEFAULT_DIST_DIR).toMatch(/[/\\]dist-web$/);
  });

  it('reads every variable; a relative DIST_DIR is taken from the working folder, blank means unset', () => {
    const { root } = makeBuild();
    expect(loadWebServerConfig({ HOST: '0.0.0.0', PORT: '8080', DIST_DIR: 'dist', HSTS: 'true', LOG_LEVEL: 'silent' }, `${root}/..`)).toEqual({ host: '0.0.0.0', port: 8080, distDir: root, hsts: true, logLevel: 'silent', tls: null });
    expect(loadWebServerConfig({ HOST: '::', PORT: ' ', DIST_DIR: root }).host).toBe('::');
    expect(loadWebServerConfig({ HOST: 'localhost', PORT: '0', DIST_DIR: root }).port).toBe(0);
  });

  it('names each bad variable, its value and the rule, all at once', () => {
    const { root } = makeBuild();
    expect(problems({ HOST: 'http://example.com/', PORT: '80x', HSTS: 'maybe', LOG_LEVEL: 'loud', DIST_DIR: root })).toEqual([
      'HOST="http://example.com/": must be an IP address or a host name, without scheme, port or path (e.g. 0.0.0.0)',
      'PORT="80x": must be a whole number from 0 to 65535',
      'HSTS="maybe": must be one of true/false/1/0/yes/no/on/off',
      'LOG_LEVEL="loud": must be one of fatal, error, warn, info, debug, trace, silent',
    ]);
    expect(problems({ PORT: '65536', DIST_DIR: root })).toEqual(['PORT="65536": must be a whole number from 0 to 65535']);
    expect(problems({ PORT: '-1', DIST_DIR: root })).toHaveLength(1);
  });

  it('serves https when given a certificate and its key (paths from the working folder), and refuses half a pair or a missing file', () => {
    const { root } = makeBuild();
    const certificate = makeSelfSignedCertificate();
    const folder = dirname(certificate.certFile);
    expect(loadWebServerConfig({ DIST_DIR: root, TLS_CERT_FILE: 'cert.pem', TLS_KEY_FILE: certificate.keyFile }, folder).tls).toEqual({ certFile: certificate.certFile, keyFile: certificate.keyFile });
    expect(loadWebServerConfig({ DIST_DIR: root, TLS_CERT_FILE: ' ', TLS_KEY_FILE: '' }).tls).toBeNull();
    expect(problems({ DIST_DIR: root, TLS_CERT_FILE: certificate.certFile })).toEqual(['TLS_KEY_FILE is not set: TLS_CERT_FILE is, and https needs both the certificate and its key']);
    expect(problems({ DIST_DIR: root, TLS_KEY_FILE: certificate.keyFile })).toEqual(['TLS_CERT_FILE is not set: TLS_KEY_FILE is, and https needs both the certificate and its key']);
    expect(problems({ DIST_DIR: root, TLS_CERT_FILE: '/no/cert.pem', TLS_KEY_FILE: certificate.keyFile })).toEqual(['TLS_CERT_FILE="/no/cert.pem": no such file']);
  });

  it('refuses a DIST_DIR without a build in it', () => {
    const [problem] = problems({ DIST_DIR: '/no/such/folder' });
    expect(problem).toBe('DIST_DIR="/no/such/folder": holds no index.html; run npm run build:web first (or point DIST_DIR at its output)');
  });
});
