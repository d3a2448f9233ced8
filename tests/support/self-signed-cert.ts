/**
 * A throwaway self-signed certificate for 127.0.0.1 and localhost, for serving the web app over
 * https (HTTP/2) in tests and benchmarks. Made with the `openssl` command (OpenSSL 1.1.1 or later:
 * `-addext`), an ECDSA P-256 key, valid for one day. Never for a real site.
 */
import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The PEM files (in a new temporary folder), their text, and the certificate's key hash. */
export interface SelfSignedCertificate {
  certFile: string;
  keyFile: string;
  cert: string;
  key: string;
  /**
   * Base64 SHA-256 of the certificate's public key (SubjectPublicKeyInfo), what Chromium's
   * `--ignore-certificate-errors-spki-list` takes: it then trusts this certificate alone, and its
   * pages count as secure (Lighthouse's is-on-https), unlike with `--ignore-certificate-errors`.
   */
  spkiSha256: string;
}

/**
 * Makes a new certificate and key in a new folder under the system's temporary folder.
 * @throws Error saying that `openssl` is needed when it cannot be run, or with openssl's own message.
 */
export function makeSelfSignedCertificate(): SelfSignedCertificate {
  const folder = mkdtempSync(join(tmpdir(), 'figure-shop-tls-'));
  const certFile = join(folder, 'cert.pem');
  const keyFile = join(folder, 'key.pem');
  // prettier-ignore
  const args = ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
    '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost', '-keyout', keyFile, '-out', certFile];
  try {
    execFileSync('openssl', args, { stdio: ['ignore', 'ignore', 'pipe'] });
  } catch (error) {
    const { code, stderr } = error as NodeJS.ErrnoException & { stderr?: Buffer };
    if (code === 'ENOENT') throw new Error('A self-signed certificate needs the openssl command, which is not on PATH (Debian: apt-get install openssl)');
    throw new Error(`openssl could not make a self-signed certificate: ${stderr?.toString().trim() ?? String(error)}`);
  }
  const cert = readFileSync(certFile, 'utf8');
  const spki = new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' });
  return { certFile, keyFile, cert, key: readFileSync(keyFile, 'utf8'), spkiSha256: createHash('sha256').update(spki).digest('base64') };
}
