/**
 * Starts the demo API (docs/product-rules.md §Configuration 6): `tsx src/demo-api/cli.ts [--port] [--host] [--data-dir] [--reset]`.
 * Prints the API and dashboard addresses and the seeded accounts; stops cleanly on SIGINT/SIGTERM.
 */
import { USAGE, parseCliSettings } from './args';
import { resetDataDir } from './storage/db';
import { seededAccounts } from './storage/seed';
import { buildServer, resolveConfig } from './server';

async function main(): Promise<void> {
  let settings;
  try {
    settings = parseCliSettings(process.argv.slice(2), process.env);
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
  if (settings.reset) await resetDataDir(settings.server.dataDir);
  const app = await buildServer({ ...settings.server, logger: { level: 'warn' } });
  await app.listen({ port: settings.port, host: settings.host });

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : settings.port;
  const shownHost = settings.host.includes(':') ? `[${settings.host}]` : settings.host;
  const origin = resolveConfig(settings.server).publicOrigin ?? `http://${shownHost}:${port}`;
  console.log(`Figure Shop demo API: ${origin}`);
  console.log(`Dashboard:            ${origin}/dashboard`);
  console.log(`Data:                 ${settings.server.dataDir}${settings.reset ? ' (reset)' : ''}`);
  console.log('Seeded accounts:');
  for (const account of seededAccounts) {
    console.log(`  ${account.email} / ${account.password}${account.isModerator ? '  (moderator)' : ''}`);
  }

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping the demo API`);
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('demo API failed to start:', error);
  process.exit(1);
});
