import pino from 'pino';
import { buildApp } from './app.ts';
import { assertServable, ConfigError, loadConfig } from './config.ts';
import { escalationsOf, loginRoleOf } from './db/app-role.ts';
import { type DatabaseHandle, openDatabase } from './db/client.ts';
import { prepareDatabase } from './prepare.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  assertServable(config);
  const log = pino({ level: config.logLevel });
  const database = await openDatabase(config.database, log);
  await assertLeastPrivilege(database);
  const { demoUsersCreated } = await prepareDatabase(database, config);
  // Start-up was the owner pool's last job: requests hold only the request connection (pg-boss, on
  // PostgreSQL, keeps a small pool of its own as the owner of its schema; app.ts).
  await database.closeOwner();
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

/**
 * Requests on PostgreSQL must run on a login that can reach no superuser, BYPASSRLS or owner rights,
 * so that even an injected `RESET ROLE` stays under row-level security (ADR 0042). PGlite has one
 * user, a superuser, and keeps ADR 0003's per-transaction role.
 */
async function assertLeastPrivilege(database: DatabaseHandle): Promise<void> {
  if (database.driver !== 'postgres') return;
  const escalations = await escalationsOf(database.app);
  if (escalations.length === 0) return;
  const login = await loginRoleOf(database.app);
  await database.close();
  const found = escalations.map((e) => `${e.role} (${e.why})`).join(', ');
  throw new ConfigError(
    `Invalid configuration:\n  DATABASE_URL: signs in as "${login}", which can act as ${found}. Requests need a role ` +
      'that owns nothing and is no superuser: create one (CREATE ROLE ponte_login LOGIN PASSWORD …), point ' +
      'DATABASE_URL at it and MIGRATION_DATABASE_URL at the owner (README, "Running on PostgreSQL").',
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
