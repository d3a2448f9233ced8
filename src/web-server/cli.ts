/**
 * `npm start` (and `npm run preview:web`): serves the build in DIST_DIR on HOST:PORT (config.ts)
 * until SIGTERM or SIGINT. The first signal stops taking connections and lets the requests in flight
 * finish (fastify.close()), then exits 0; a second signal exits 1 at once. A bad setting exits 2 with
 * a message naming the variable; a port that cannot be taken exits 1.
 */
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

const app = await buildServer({ root: config.distDir, hsts: config.hsts, logLevel: config.logLevel });
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
