/**
 * The ECB's daily reference-rates file for tests: the XML it publishes (`eurofxref-daily.xml`,
 * single-quoted attributes, the gesmes envelope), written from a rates day, and a local HTTP server
 * that answers what the test says (the machine that runs the tests cannot reach the ECB).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { EcbDay } from '../../src/demo-api/rates/ecb';

/** The XML of the ECB's daily file for `day` (EUR itself is not listed, as in the real file). */
export function ecbDailyXml(day: EcbDay): string {
  const cubes = Object.entries(day.perEuro)
    .filter(([code]) => code !== 'EUR')
    .map(([code, rate]) => `\t\t\t<Cube currency='${code}' rate='${rate}'/>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
\t<gesmes:subject>Reference rates</gesmes:subject>
\t<gesmes:Sender>
\t\t<gesmes:name>European Central Bank</gesmes:name>
\t</gesmes:Sender>
\t<Cube>
\t\t<Cube time='${day.date}'>
${cubes}
\t\t</Cube>
\t</Cube>
</gesmes:Envelope>
`;
}

/** `day` with every rate multiplied by `factor` and a new date: a plausible next day (factor near 1) or an absurd one. */
export function shiftedDay(day: EcbDay, date: string, factor = 1.01): EcbDay {
  return { date, perEuro: Object.fromEntries(Object.entries(day.perEuro).map(([code, rate]) => [code, code === 'EUR' ? 1 : Number((rate * factor).toPrecision(6))])) };
}

export interface EcbFixtureServer {
  /** The daily file's URL on this server. */
  url: string;
  /** What the next requests get (default: 404). */
  answer: (handler: (request: IncomingMessage, response: ServerResponse) => void) => void;
  /** Requests served so far. */
  requests: () => number;
  close: () => Promise<void>;
}

/** Starts the fixture server on a free loopback port. */
export async function startEcbFixtureServer(): Promise<EcbFixtureServer> {
  let handler: (request: IncomingMessage, response: ServerResponse) => void = (_request, response) => void response.writeHead(404).end();
  let count = 0;
  const server = createServer((request, response) => {
    count += 1;
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/stats/eurofxref/eurofxref-daily.xml`,
    answer: (next) => {
      handler = next;
    },
    requests: () => count,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A handler answering `body` with `status` and a content type. */
export const respondWith =
  (body: string, status = 200, type = 'text/xml') =>
  (_request: IncomingMessage, response: ServerResponse) =>
    void response.writeHead(status, { 'content-type': type }).end(body);
