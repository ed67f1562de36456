import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/** The role every request runs as: it owns no table and has neither SUPERUSER nor BYPASSRLS. */
export const APP_ROLE = 'ponte_app';

/**
 * Creates the app role and grants it data access, after migrations. Idempotent; safe when several
 * databases of one cluster (tests) race, since roles are cluster-wide.
 */
export async function ensureAppRole(db: Db): Promise<void> {
  await db.execute(
    sql.raw(`
    DO $$
    BEGIN
      IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${APP_ROLE}') THEN
        BEGIN
          CREATE ROLE ${APP_ROLE} NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
        EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
        END;
      END IF;
      IF NOT pg_has_role(current_user, '${APP_ROLE}', 'MEMBER') THEN
        BEGIN
          EXECUTE format('GRANT ${APP_ROLE} TO %I', current_user);
        EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
        END;
      END IF;
    END
    $$;`),
  );
  await db.execute(sql.raw(`GRANT USAGE ON SCHEMA public TO ${APP_ROLE}`));
  await db.execute(sql.raw(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${APP_ROLE}`));
  await db.execute(sql.raw(`GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${APP_ROLE}`));
  // Tenants are reference data: requests read them, only migrations and the seed (as owner) write them.
  await db.execute(sql.raw(`REVOKE INSERT, UPDATE, DELETE ON tenants FROM ${APP_ROLE}`));
  // The audit trail is append-only for requests: what was recorded cannot be edited away.
  await db.execute(sql.raw(`REVOKE UPDATE, DELETE ON audit_log FROM ${APP_ROLE}`));
  // A mentorship's history likewise: events are added, never rewritten.
  await db.execute(sql.raw(`REVOKE UPDATE, DELETE ON mentorship_events FROM ${APP_ROLE}`));
  // And an enrolment's (issue 13): the screens and analytics read history from it.
  await db.execute(sql.raw(`REVOKE UPDATE, DELETE ON enrolment_events FROM ${APP_ROLE}`));
}
