import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/** The role every request runs as: it owns no table and has neither SUPERUSER nor BYPASSRLS. */
export const APP_ROLE = 'ponte_app';

/**
 * A plpgsql statement that creates a role unless it exists. Roles are cluster-wide, so databases of one
 * cluster (tests) may race to create it: the loser's error is swallowed.
 */
export function createRoleIfMissing(name: string, attributes: string): string {
  return `IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${name}') THEN
        BEGIN
          CREATE ROLE ${name} ${attributes};
        EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
        END;
      END IF;`;
}

/**
 * Creates the app role and grants it data access, after migrations. Idempotent; safe when several
 * databases of one cluster (tests) race, since roles are cluster-wide. `loginRole`, the role
 * DATABASE_URL signs in as when it is not the owner's, is made a member so that each transaction can
 * drop to the app role (ADR 0042): the operator creates a bare login role, the migration does the rest.
 */
export async function ensureAppRole(db: Db, loginRole?: string): Promise<void> {
  await db.execute(
    sql.raw(`
    DO $$
    BEGIN
      ${createRoleIfMissing(APP_ROLE, 'NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE')}
      IF NOT pg_has_role(current_user, '${APP_ROLE}', 'MEMBER') THEN
        BEGIN
          EXECUTE format('GRANT ${APP_ROLE} TO %I', current_user);
        EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
        END;
      END IF;
    END
    $$;`),
  );
  if (loginRole) {
    await db.execute(
      sql.raw(`
      DO $$
      BEGIN
        IF NOT pg_has_role(${quoteLiteral(loginRole)}, '${APP_ROLE}', 'MEMBER') THEN
          BEGIN
            EXECUTE format('GRANT ${APP_ROLE} TO %I', ${quoteLiteral(loginRole)});
          EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
          END;
        END IF;
      END
      $$;`),
    );
  }
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
  // The one way an anonymisation blanks a person's free texts in those two histories (migration 0027, ADR 0044).
  // Conditional: a database migrated only part of the way (the integrity test's) does not have it yet.
  await db.execute(
    sql.raw(`DO $$ BEGIN
      IF to_regprocedure('anonymise_event_texts(integer)') IS NOT NULL THEN
        GRANT EXECUTE ON FUNCTION anonymise_event_texts(integer) TO ${APP_ROLE};
      END IF;
    END $$;`),
  );
}

function quoteLiteral(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/** The login role of a connection: whom DATABASE_URL signs in as. */
export async function loginRoleOf(db: Db): Promise<string> {
  const result = (await db.execute(sql`select session_user::text as name`)) as unknown as {
    rows: Array<{ name: string }>;
  };
  return result.rows[0]!.name;
}

/**
 * The roles a connection can act as (itself and every role it is a member of, directly or not) that
 * could read past row-level security: a superuser, BYPASSRLS, CREATEROLE (which can grant itself
 * into others), or an owner of a table of the schema (owners can switch RLS off). Empty is what
 * requests must run on (ADR 0042).
 */
export async function escalationsOf(db: Db): Promise<Array<{ role: string; why: string }>> {
  const result = (await db.execute(sql`
    select r.rolname as role,
      case when r.rolsuper then 'superuser' when r.rolbypassrls then 'BYPASSRLS'
           when r.rolcreaterole then 'CREATEROLE' else 'owns tables' end as why
    from pg_roles r
    where pg_has_role(session_user, r.oid, 'MEMBER')
      and (r.rolsuper or r.rolbypassrls or r.rolcreaterole
           or exists (select 1 from pg_class c join pg_namespace n on n.oid = c.relnamespace
                      where c.relowner = r.oid and n.nspname = 'public'))
    order by r.rolname`)) as unknown as { rows: Array<{ role: string; why: string }> };
  return result.rows;
}
