/**
 * JSON calls for the API benchmarks: one request through a given keep-alive agent (its sockets are
 * the connections measured) timed in ms, and a pool that runs work over items a few at a time.
 */
import { type Agent, request } from 'node:http';

/** A call's answer: status (0 = no answer), parsed JSON body (or its text), headers, wall time in ms. */
export interface Answer {
  status: number;
  body: unknown;
  headers: Record<string, string | string[] | undefined>;
  ms: number;
}

/** One JSON call through `agent` (its sockets are the connections); never rejects (status 0 = no answer). */
export function call(agent: Agent, url: string, method: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(
      url,
      {
        method,
        agent,
        timeout: 60_000,
        headers: { accept: 'application/json', ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }), ...headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          let parsed: unknown = text;
          try {
            parsed = text === '' ? null : JSON.parse(text);
          } catch {
            // kept as text
          }
          resolve({ status: res.statusCode ?? 0, body: parsed, headers: res.headers, ms: performance.now() - started });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: 0, body: null, headers: {}, ms: performance.now() - started }));
    req.end(payload);
  });
}

/** Runs `work` over `items` with at most `limit` at once; resolves the results in item order. */
export async function pool<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

