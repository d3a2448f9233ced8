/**
 * `npm start` (and `npm run preview:web`): serves the build in DIST_DIR on HOST:PORT (config.ts),
 * over https with HTTP/2 when TLS_CERT_FILE and TLS_KEY_FILE are set, until SIGTERM or SIGINT.
 * The first signal stops taking connections and lets the requests in flight finish
 * (fastify.close()), then exits 0; a second signal exits 1 at once. A bad setting exits 2 with
 * a message naming the variable, and so does a certificate or key that cannot be read; a port that
 * cannot be taken exits 1 (so does a key that does not match its certificate: Node says which).
 */
import { readFileSync } from 'node:fs';
import { ConfigError } from '../shared/config';
import { loadWebServerConfig } from './config';
import { buildServer } from './server';

let config;
try {
  config = loadWebServerConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(2);
}

let tls;
try {
  tls = config.tls && { cert: readFileSync(config.tls.certFile), key: readFileSync(config.tls.keyFile) };
} catch (error) {
  console.error(`Invalid web configuration: could not read the TLS certificate or key: ${(error as Error).message}`);
  process.exit(2);
}

const app = await buildServer({ root: config.distDir, hsts: config.hsts, logLevel: config.logLevel, tls: tls ?? undefined });
try {
  await app.listen({ host: config.host, port: config.port });
} catch (error) {
  app.log.fatal({ err: error }, `could not listen on ${config.host}:${config.port}`);
  process.exit(1);
}

let stopping = false;
const stop = (signal: NodeJS.Signals) => {
  if (stopping) {
    app.log.warn(`${signal} again: exiting without waiting for requests in flight`);
    process.exit(1);
  }
  stopping = true;
  app.log.info(`${signal}: finishing the requests in flight, then stopping (send it again to stop at once)`);
  app.close().then(
    () => process.exit(0),
    (error: unknown) => {
      app.log.error({ err: error }, 'stopping failed');
      process.exit(1);
    },
  );
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
