/**
 * What the web server tests share: a small build made on the fly (the layout `npm run build:web`
 * writes, each page's text naming its file, so an answer tells which file was served), a stand-in
 * API that can hold its answers, and raw HTTP requests (fetch would normalise the path).
 */
import { connect, type ClientHttp2Session, type IncomingHttpStatusHeader } from 'node:http2';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, request, type Agent, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import { basename, dirname, join } from 'node:path';
import { buildContentSecurityPolicy } from '../../../src/main/csp';
import { metaPolicy } from '../../../scripts/vite/web-csp';
import { brotliBest } from '../../../scripts/prerender/precompress';
import { preloadedModules } from '../../../scripts/prerender/modulepreload';
import { languages } from '../../../src/shared/api';
import { PRERENDERED_PAGES } from '../../../src/shared/prerender/select-page';
import { serverEntryOf } from '../../../scripts/prerender/request-render';

/** The API origin the fixture build's CSP names. */
export const FIXTURE_API_ORIGIN = 'http://127.0.0.1:8000';
/** The policy the fixture build's pages carry in their <meta>, as scripts/vite/web-csp.ts writes it. */
export const FIXTURE_META_POLICY = metaPolicy(buildContentSecurityPolicy({ apiOrigin: FIXTURE_API_ORIGIN }));
/** The hashed entry script of the fixture build (over 1 kB, with `.br` and `.gz` copies). */
export const ENTRY = 'assets/index-abc123.js';
export const ENTRY_TEXT = 'export const figure = "Rem";\n'.repeat(100);

/** A page as Vite writes it: the CSP <meta> first in <head> (attribute-escaped: `'` is `&#39;`), then `body`. */
function page(body: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${FIXTURE_META_POLICY.replace(/'/g, '&#39;')}">`;
  return `<!doctype html>\n<html lang="en">\n  <head>\n    ${meta}\n  </head>\n  <body>${body}</body>\n</html>\n`;
}

export interface FixtureBuild {
  /** The build folder. */
  root: string;
  /** A file beside the build that must never be served (its text is SECRET). */
  secret: string;
}

export const SECRET = 'top secret: outside the build';

/**
 * Writes a build into a new temporary folder. `files` adds or replaces build-relative files; null
 * leaves one out. With `apiUrl`, a server entry (`<root>-server/entry-server.js`) standing in for
 * entry-server.tsx's build: like the real one it asks the API the build was made for (`apiUrl`),
 * forwarding Accept-Language, and renders with data only when the API answered (`rendered <url>`).
 * Which pages are rendered at request time, and for whom, is the app's page table's rule.
 */
export function makeBuild(options: { apiUrl?: string; files?: Record<string, string | null> } = {}): FixtureBuild {
  const folder = mkdtempSync(join(tmpdir(), 'web-server-'));
  const root = join(folder, 'dist');
  const manifest: Record<string, { file: string; isEntry?: boolean }> = { 'index.html': { file: ENTRY, isEntry: true } };
  const preloaded = PRERENDERED_PAGES.flatMap((name) => languages.flatMap((language) => [...preloadedModules(name, false, language), ...preloadedModules(name, true, language)]));
  for (const key of preloaded) manifest[key] = { file: `assets/${basename(key).replace(/\.tsx?$/, '')}-abc.js` };
  const files: Record<string, string | null> = {
    'index.html': page('<div id="root">prerendered/home/light.en.html (index.html)</div>'),
    'shell.html': page('<div id="root"></div>'),
    'prerendered/home/light.en.html': page('prerendered/home/light.en.html'),
    'prerendered/home/dark.ja.html': page('prerendered/home/dark.ja.html'),
    'prerendered/figure/light.en.html': page('prerendered/figure/light.en.html'),
    'prerendered/catalogue/light.en.html': page('prerendered/catalogue/light.en.html'),
    'prerendered/settings/dark.en.html': page('prerendered/settings/dark.en.html'),
    [ENTRY]: ENTRY_TEXT,
    [`${ENTRY}.map`]: '{"version":3,"sources":["src/main.tsx"],"mappings":""}',
    'assets/small-abc123.css': 'body{margin:0}',
    'sw.js': 'self.addEventListener("fetch", () => {});',
    'manifest.webmanifest': '{"name":"Figure Shop"}',
    '.vite/manifest.json': JSON.stringify(manifest),
    ...options.files,
  };
  for (const [file, text] of Object.entries(files)) {
    if (text === null) continue;
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  // The build's Brotli copies, as precompress.ts writes them (text files of 1 kB or more).
  writeFileSync(join(root, `${ENTRY}.br`), brotliBest(Buffer.from(ENTRY_TEXT)));
  writeFileSync(join(root, `${ENTRY}.gz`), gzipSync(ENTRY_TEXT));
  if (files['prerendered/home/light.en.html']) writeFileSync(join(root, 'prerendered/home/light.en.html.br'), brotliBest(Buffer.from(files['prerendered/home/light.en.html'])));
  const secret = join(folder, 'secret.txt');
  writeFileSync(secret, SECRET);
  if (options.apiUrl) {
    mkdirSync(dirname(serverEntryOf(root)), { recursive: true });
    // An ES module, as the real one is under the project's package.json.
    writeFileSync(join(dirname(serverEntryOf(root)), 'package.json'), '{"type":"module"}');
    writeFileSync(
      serverEntryOf(root),
      `const API = ${JSON.stringify(options.apiUrl)};
       export async function render(url, variant, options) {
         let state = null;
         if (options?.withData) {
           try {
             const answer = await fetch(API + '/page' + url, { headers: options.acceptLanguage ? { 'accept-language': options.acceptLanguage } : {} });
             if (answer.ok) state = { mutations: [], queries: [{ queryKey: ['page'], queryHash: '["page"]', state: { status: 'success', data: await answer.json() } }] };
           } catch {}
         }
         return { html: '<main>rendered ' + url + ' ' + variant.mode + '.' + variant.language + '</main>', styles: '', state };
       }`,
    );
  }
  return { root, secret };
}

/** A stand-in API: answers `GET /page<url>` with `{ url, acceptLanguage }`; while `hold` is on, answers wait for `release()`. */
export interface FakeApi {
  url: string;
  /** The page URLs asked for, in order, with their Accept-Language. */
  asked: { url: string; acceptLanguage: string | undefined }[];
  hold: boolean;
  release(): void;
  close(): Promise<void>;
}

export async function startFakeApi(): Promise<FakeApi> {
  let held: (() => void)[] = [];
  const api: Omit<FakeApi, 'url'> = {
    asked: [],
    hold: false,
    release: () => {
      for (const answer of held) answer();
      held = [];
    },
    close: () => new Promise((done) => server.close(() => done())),
  };
  const answer = (response: ServerResponse, url: string, acceptLanguage: string | undefined) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ url, acceptLanguage }));
  };
  const server: Server = createServer((request, response) => {
    const url = (request.url ?? '').replace(/^\/page/, '');
    const acceptLanguage = request.headers['accept-language'];
    api.asked.push({ url, acceptLanguage });
    if (api.hold) held.push(() => answer(response, url, acceptLanguage));
    else answer(response, url, acceptLanguage);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const address = server.address();
  return Object.assign(api, { url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` });
}

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as sent (not decompressed). */
  body: Buffer;
}

/**
 * One request with `path` sent exactly as given (no normalisation, unlike fetch), on a connection of
 * its own unless `agent` is given (over TLS for an https origin, trusting `ca`); `path` may hold any byte from 0x21 to 0xff, so `\` and raw `..`
 * go as they are.
 */
export function rawRequest(origin: string, path: string, options: { method?: string; headers?: Record<string, string>; agent?: Agent; ca?: string } = {}): Promise<RawResponse> {
  const { hostname, port, protocol } = new URL(origin);
  // An https origin: HTTP/1.1 over TLS (Node's https client offers no h2), trusting `ca`.
  const send = protocol === 'https:' ? httpsRequest : request;
  return new Promise((resolve, reject) => {
    const sent = send({ host: hostname, port, path, method: options.method ?? 'GET', headers: options.headers, agent: options.agent ?? false, ca: options.ca }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.end();
  });
}

/**
 * One HTTP/2 request over TLS to `origin` (https), trusting `ca` (a PEM certificate), on a session of
 * its own unless `session` is given; the answer as {@link rawRequest} gives it, with `:status` as `status`.
 */
export function http2Request(origin: string, path: string, options: { ca?: string; headers?: Record<string, string>; session?: ClientHttp2Session } = {}): Promise<RawResponse> {
  const session = options.session ?? connect(origin, { ca: options.ca });
  return new Promise((resolve, reject) => {
    const stream = session.request({ ':path': path, ...options.headers });
    const chunks: Buffer[] = [];
    let headers: IncomingHttpHeaders & IncomingHttpStatusHeader = {};
    stream.on('response', (received) => (headers = received));
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      if (!options.session) session.close();
      resolve({ status: Number(headers[':status'] ?? 0), headers, body: Buffer.concat(chunks) });
    });
    stream.on('error', reject);
    session.on('error', reject);
  });
}