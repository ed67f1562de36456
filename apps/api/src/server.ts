import pino from 'pino';
import { buildApp } from './app.ts';
import { assertServable, ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { prepareDatabase } from './prepare.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  assertServable(config);
  const log = pino({ level: config.logLevel });
  const database = await openDatabase(config.database, log);
  const { demoUsersCreated } = await prepareDatabase(database, config);
  if (demoUsersCreated > 0) log.info({ demoUsersCreated }, 'demo users seeded (see README for sign-ins)');

  const app = await buildApp({ config, database });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('graceful shutdown timed out; exiting');
      process.exit(1);
    }, 15_000);
    force.unref();
    try {
      // close() stops accepting connections and resolves once in-flight requests have answered.
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Ponte is up: http://trindtech.localhost:${config.port} (or any tenant slug), database: ${database.driver}`,
  );
}

main().catch((err) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
