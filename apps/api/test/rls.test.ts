import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { APP_ROLE, escalationsOf } from '../src/db/app-role.ts';
import { TENANT_TABLES, users } from '../src/db/schema.ts';
import { ScopedDatabase } from '../src/db/scope.ts';
import { call, driver, login, ownerRowsResult, TEST_LOGIN_ROLE } from './test-app.ts';
import { useTestApp } from './use-test-app.ts';

const ctx = useTestApp();
let scoped: ScopedDatabase;
let tenantIds: Record<string, string>;

beforeAll(async () => {
  // The connection the app's requests use (on PostgreSQL a login of its own; ADR 0042).
  scoped = new ScopedDatabase(ctx.handle.app);
  const rows = await ownerRowsResult<{ id: string; slug: string }>(ctx, sql`select id, slug from tenants`);
  tenantIds = Object.fromEntries(rows.rows.map((r) => [r.slug, r.id]));
});

/** A complete, valid user row: only the tenant policy can refuse it. */
function strayUser(tenantId: string) {
  return { tenantId, firstName: 'X', lastName: 'Y', email: 'x@y.z', role: 'Admin', passwordHash: 'x' };
}

/** Drizzle wraps the driver's error; the policy's refusal is in the cause. */
function causeText(error: unknown): string {
  return `${(error as Error).message} ${((error as Error).cause as Error | undefined)?.message ?? ''}`;
}

function violatesRowLevelSecurity(error: unknown): boolean {
  return causeText(error).includes('row-level security');
}

describe('row-level security', () => {
  it('forces RLS on every table that has a tenant_id column', async () => {
    const unprotected = await ownerRowsResult<{ table_name: string }>(
      ctx,
      sql`
      select c.relname as table_name
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r'
        and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped)
        and not (c.relrowsecurity and c.relforcerowsecurity)`,
    );
    expect(unprotected.rows).toEqual([]);
    const withTenant = await ownerRowsResult<{ table_name: string }>(
      ctx,
      sql`
      select table_name from information_schema.columns
      where table_schema = 'public' and column_name = 'tenant_id' order by table_name`,
    );
    expect(withTenant.rows.map((r) => r.table_name)).toEqual([...TENANT_TABLES].sort());
  });

  it('runs requests as a role that is no superuser, has no BYPASSRLS and owns no table', async () => {
    const [role] = await scoped.withoutTenant(async (tx) => {
      const result = (await tx.execute(sql`
        select current_user, r.rolsuper, r.rolbypassrls,
          (select count(*)::int from pg_class c where c.relowner = r.oid) as owned
        from pg_roles r where r.rolname = current_user`)) as unknown as {
        rows: Array<{ current_user: string; rolsuper: boolean; rolbypassrls: boolean; owned: number }>;
      };
      return result.rows;
    });
    expect(role).toEqual({ current_user: APP_ROLE, rolsuper: false, rolbypassrls: false, owned: 0 });
  });

  it('shows nothing and accepts no insert when no tenant is set', async () => {
    const visible = await scoped.withoutTenant((tx) => tx.select({ id: users.id }).from(users));
    expect(visible).toEqual([]);
    await expect(
      scoped.withoutTenant((tx) => tx.insert(users).values(strayUser(tenantIds.trindtech!))),
    ).rejects.toSatisfy(violatesRowLevelSecurity);
  });

  it('refuses to write a row into another tenant than the one set', async () => {
    await expect(
      scoped.inTenant(tenantIds.trindtech!, (tx) => tx.insert(users).values(strayUser(tenantIds.asid!))),
    ).rejects.toSatisfy(violatesRowLevelSecurity);
  });

  it('keeps foreign keys inside one tenant', async () => {
    const [trindtechUser] = await scoped.inTenant(tenantIds.trindtech!, (tx) =>
      tx.select({ id: users.id }).from(users).limit(1),
    );
    // An owner-level insert bypasses RLS, so only the composite foreign key can stop this.
    await expect(
      ctx.handle.db.execute(
        sql`insert into user_settings (tenant_id, user_id, key, value) values (${tenantIds.asid}, ${trindtechUser!.id}, 'language', 'en-US')`,
      ),
    ).rejects.toSatisfy((error) => causeText(error).includes('foreign key'));
  });

  it('never lets interleaved transactions of two tenants see each other, even when some fail midway', async () => {
    const seen: Array<{ tenant: string; emails: string[] }> = [];
    const work = Array.from({ length: 40 }, (_, i) => {
      const tenant = i % 2 === 0 ? 'trindtech' : 'sabimais';
      return scoped
        .inTenant(tenantIds[tenant]!, async (tx) => {
          const before = await tx.select({ email: users.email }).from(users);
          await new Promise((r) => setTimeout(r, (i * 7) % 5));
          if (i % 3 === 0) throw new Error('fails mid-transaction');
          const after = await tx.select({ email: users.email }).from(users);
          seen.push({ tenant, emails: [...before, ...after].map((u) => u.email) });
        })
        .catch((e: Error) => {
          if (e.message !== 'fails mid-transaction') throw e;
        });
    });
    await Promise.all(work);
    expect(seen.length).toBeGreaterThan(20);
    for (const { tenant, emails } of seen) {
      expect(emails.length).toBeGreaterThan(0);
      expect(emails.every((e) => e.endsWith(`@${tenant}.demo`))).toBe(true);
    }
    // After failures, a connection carries no tenant into its next transaction.
    const leftover = await scoped.withoutTenant((tx) => tx.select({ id: users.id }).from(users));
    expect(leftover).toEqual([]);
  });

  it('keeps concurrent HTTP requests of two tenants apart, with failing requests among them', async () => {
    const a = await login(ctx.app, 'trindtech', 'Admin');
    const b = await login(ctx.app, 'sabimais', 'Admin');
    const requests = Array.from({ length: 30 }, (_, i) => {
      if (i % 5 === 4) {
        // Fails inside its transaction (bad token) while others run.
        return call(ctx.app, {
          url: '/api/auth/redefinir-senha',
          tenant: i % 2 ? 'trindtech' : 'sabimais',
          body: { token: 'x'.repeat(43), password: 'Nova@Senha1' },
        }).then((r) => ({ i, tenant: 'none', status: r.statusCode, email: '' }));
      }
      const tenant = i % 2 ? 'trindtech' : 'sabimais';
      return call(ctx.app, {
        url: '/api/auth/sessao',
        tenant,
        cookie: tenant === 'trindtech' ? a.cookie : b.cookie,
      }).then((r) => ({ i, tenant, status: r.statusCode, email: r.json().email as string }));
    });
    const results = await Promise.all(requests);
    for (const r of results) {
      if (r.tenant === 'none') expect(r.status).toBe(400);
      else {
        expect(r.status).toBe(200);
        expect(r.email).toBe(`admin@${r.tenant}.demo`);
      }
    }
  });
});

/** Runs statements on one connection of the request pool, outside any transaction the app would open. */
async function onRequestConnection<T>(
  work: (run: (query: ReturnType<typeof sql>) => Promise<unknown[]>) => Promise<T>,
) {
  return ctx.handle.app.transaction(async (tx) =>
    work(async (query) => ((await tx.execute(query)) as unknown as { rows: unknown[] }).rows),
  );
}

const refused = (error: unknown) => /permission denied|must be owner|must be superuser/.test(causeText(error));

describe.skipIf(driver !== 'postgres')('least privilege on PostgreSQL (ADR 0042)', () => {
  it('signs requests in as a login that is no superuser, has no BYPASSRLS, owns nothing and can become none of them', async () => {
    const [login] = (await onRequestConnection((run) =>
      run(sql`select session_user::text as login, r.rolsuper, r.rolbypassrls, r.rolcreaterole,
                (select count(*)::int from pg_class c where c.relowner = r.oid) as owned
              from pg_roles r where r.rolname = session_user`),
    )) as Array<Record<string, unknown>>;
    expect(login).toEqual({
      login: TEST_LOGIN_ROLE,
      rolsuper: false,
      rolbypassrls: false,
      rolcreaterole: false,
      owned: 0,
    });
    // Nor through any role it is a member of (it is one of the app role, which is none of these).
    expect(await escalationsOf(ctx.handle.app)).toEqual([]);
    // The owner's connection, for contrast, is what the check exists to refuse.
    expect((await escalationsOf(ctx.handle.db)).length).toBeGreaterThan(0);
  });

  it('even after RESET ROLE, the request connection stays under row-level security', async () => {
    const rows = await onRequestConnection(async (run) => {
      await run(sql`select set_config('role', ${APP_ROLE}, true)`);
      await run(sql`reset role`);
      const [who] = (await run(sql`select current_user::text as who`)) as Array<{ who: string }>;
      const visible = (await run(sql`select count(*)::int as n from users`)) as Array<{ n: number }>;
      return { who: who!.who, users: visible[0]!.n };
    });
    // Back to the login role, not to a superuser: with no tenant set, every tenant row is invisible.
    expect(rows).toEqual({ who: TEST_LOGIN_ROLE, users: 0 });
  });

  it.each([
    ['become a superuser', sql`set role postgres`],
    ['take the owner session', sql`set session authorization postgres`],
    ['switch row-level security off', sql`alter table users no force row level security`],
    ['drop a policy', sql`drop policy tenant_isolation on users`],
    ['grant itself BYPASSRLS', sql.raw(`alter role ${TEST_LOGIN_ROLE} bypassrls`)],
    ['write the tenants', sql`update tenants set name = name`],
  ])('cannot %s', async (_what, statement) => {
    await expect(onRequestConnection((run) => run(statement))).rejects.toSatisfy(refused);
  });
});
