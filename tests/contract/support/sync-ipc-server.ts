/**
 * The test process's endpoint for the page's `ipcRenderer.sendSync` (page-bridge.ts): a loopback
 * HTTP server answering `POST /?client=<id>` with body `{channel, args}` by calling
 * `onSync(clientId, origin, channel, args)` and replying its value as JSON. The page's origin comes
 * from the browser's `Origin` header, which the page cannot set. CORS allows any origin: the server
 * only lives for one test and listens on 127.0.0.1.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type SyncHandler = (clientId: number, origin: string, channel: string, args: unknown[]) => unknown;

export interface SyncIpcServer {
  url: string;
  close(): Promise<void>;
}

/** Starts the server on an ephemeral port. */
export async function startSyncIpcServer(onSync: SyncHandler): Promise<SyncIpcServer> {
  const server: Server = createServer((request, response) => {
    const headers = { 'Access-Control-Allow-Origin': '*', 'Content-Type': 'application/json' };
    if (request.method !== 'POST') {
      response.writeHead(request.method === 'OPTIONS' ? 204 : 405, headers).end();
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      try {
        const clientId = Number(new URL(request.url ?? '/', 'http://127.0.0.1').searchParams.get('client'));
        const { channel, args } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { channel: string; args: unknown[] };
        const origin = request.headers.origin ?? '';
        const value = onSync(clientId, origin, channel, Array.isArray(args) ? args : []);
        response.writeHead(200, headers).end(JSON.stringify(value ?? null));
      } catch (error) {
        response.writeHead(500, headers).end(JSON.stringify({ error: error instanceof Error ? error.message : String(error) }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
