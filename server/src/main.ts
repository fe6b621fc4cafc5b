import { startAdminChannel } from './admin/channel';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openConfiguredDatabase } from './database';
import { announceFirstOperator } from './features/ops';
import { secureDatabaseDir, secureDataDir } from './lib/data-dir';
import { loggingSummary, logStyle } from './lib/terminal-log';
import { startupTasks } from './startup';

const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main() {
  const config = loadConfig();
  const tightened = await secureDataDir(config.dataDir);
  const opening = openConfiguredDatabase(config).then(async (database) => {
    await database.migrate();
    return database;
  });
  // Awaited below; this only keeps a failure that comes before that from counting as unhandled.
  opening.catch(() => undefined);
  // `npm run admin` reaches this process instead of opening the embedded database itself (one process only
  // may): the channel is there before the database is opened, so no command opens it beside a starting server.
  const stopChannel = config.databaseUrl ? undefined : await startAdminChannel(opening, config);
  const database = await opening;
  await secureDatabaseDir(config.dbDir);
  const app = await buildApp({ config, database });
  if (tightened > 0)
    app.log.warn(
      { files: tightened, dataDir: config.dataDir },
      'data directory was open to other users: tightened to owner-only',
    );
  app.addHook('onClose', async () => database.close());
  for (const task of startupTasks) await task(app);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  if (stopChannel) app.addHook('preClose', stopChannel);
  await app.listen({ host: config.host, port: config.port });
  app.log.info(`${config.productName} is serving ${config.publicUrl} (database: ${database.kind})`);
  app.log.info(loggingSummary(config, process.stdout.isTTY === true));
  await announceFirstOperator(app, logStyle(config, process.stdout.isTTY === true).format);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
