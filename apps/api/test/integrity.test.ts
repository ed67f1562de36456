import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { ensureAppRole } from '../src/db/app-role.ts';
import type { DatabaseHandle } from '../src/db/client.ts';
import { ScopedDatabase } from '../src/db/scope.ts';
import { P } from '../src/http/permissions.ts';
import { insertLanguage } from '../src/modules/profile/profile-skills.repository.ts';
import { call, createUser, demoUser, login, loginUser, openIsolatedDatabase, ownerRows } from './test-app.ts';
import { useTestApp } from './use-test-app.ts';

let tenantId: string;
const MISSING_OPTION = 987_654;
const MISSING_FILE = '00000000-0000-4000-8000-000000000000';

const ctx = useTestApp({
  // A write whose reference dangles, through the repository and the unit of work as a service's would be.
  extend: (app) =>
    app.post(
      '/api/test/dangling-language',
      { config: { permission: P.session() }, schema: { hide: true } },
      async (request) => {
        const tenant = request.tenant!.id;
        const user = request.auth!.user;
        await new ScopedDatabase(ctx.handle.app).inTenant(tenant, (tx) =>
          insertLanguage(tx, tenant, user.id, {
            nameLanguage: 'GERMAN',
            generalLevel: MISSING_OPTION,
            speakingLevel: null,
            writingLevel: null,
            readingLevel: null,
          }),
        );
        return { ok: true };
      },
    ),
});

beforeAll(async () => {
  const [row] = await ownerRows<{ id: string }>(ctx, sql`select id from tenants where slug = 'trindtech'`);
  tenantId = row!.id;
});

/** The SQLSTATE a statement run as the owner fails with (the owner bypasses RLS: only the keys refuse). */
async function sqlState(statement: SQL): Promise<string | undefined> {
  try {
    await ownerRows(ctx, statement);
    return undefined;
  } catch (error) {
    for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
      const code = (e as { code?: unknown }).code;
      if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    }
    throw error;
  }
}

async function option(type: string): Promise<number> {
  const [row] = await ownerRows<{ id: number }>(
    ctx,
    sql`select id from option_items where tenant_id = ${tenantId} and type = ${type} order by position limit 1`,
  );
  return row!.id;
}

describe('integrity keys (migration 0025)', () => {
  it('every column that names another row has a key (or, for arrays of option ids, a trigger)', async () => {
    const unkeyed = await ownerRows<{ col: string }>(
      ctx,
      sql`select c.relname || '.' || a.attname as col
          from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
            and (a.attname ~ '(_id|_by|_before|_after)$' or a.attname in
                 ('speaking_level','writing_level','reading_level','general_level','occupation_area'))
            and a.attname not in ('id', 'public_id')
            and not exists (select 1 from pg_constraint k
                            where k.conrelid = c.oid and k.contype = 'f' and a.attnum = any (k.conkey))
          order by 1`,
    );
    expect(unkeyed.map((r) => r.col)).toEqual([]);
    const triggers = await ownerRows<{ tgname: string }>(
      ctx,
      sql`select tgname from pg_trigger where tgname in
          ('profiles_mentor_areas_fk','users_company_relationships_fk','option_items_array_references') order by 1`,
    );
    expect(triggers.map((t) => t.tgname)).toEqual([
      'option_items_array_references',
      'profiles_mentor_areas_fk',
      'users_company_relationships_fk',
    ]);
  });

  it.each<[string, (ids: { user: number; lang: number; request: number }) => SQL]>([
    ['users.sector_id', ({ user }) => sql`update users set sector_id = ${MISSING_OPTION} where id = ${user}`],
    [
      'users.company_relationship_ids',
      ({ user }) => sql`update users set company_relationship_ids = array[${MISSING_OPTION}::int] where id = ${user}`,
    ],
    [
      'profiles.photo_file_id',
      ({ user }) => sql`update profiles set photo_file_id = ${MISSING_FILE} where user_id = ${user}`,
    ],
    [
      'profiles.resume_file_id',
      ({ user }) => sql`update profiles set resume_file_id = ${MISSING_FILE} where user_id = ${user}`,
    ],
    [
      'profiles.occupation_area',
      ({ user }) => sql`update profiles set occupation_area = ${MISSING_OPTION} where user_id = ${user}`,
    ],
    [
      'profiles.mentor_area_ids',
      ({ user }) => sql`update profiles set mentor_area_ids = array[${MISSING_OPTION}::int] where user_id = ${user}`,
    ],
    [
      'profile_languages levels',
      ({ lang }) => sql`update profile_languages set reading_level = ${MISSING_OPTION} where id = ${lang}`,
    ],
    [
      'mentorship_requests.area_option_id',
      ({ request }) => sql`update mentorship_requests set area_option_id = ${MISSING_OPTION} where id = ${request}`,
    ],
    [
      'stored_files.owner_user_id',
      ({
        user,
      }) => sql`insert into stored_files (tenant_id, user_id, owner_user_id, kind, storage_key, content_type, size_bytes)
                        values (${tenantId}, ${user}, 2147483000, 'resume', ${`k${Date.now()}`}, 'application/pdf', 1)`,
    ],
    [
      'courses.cover_file_id',
      () =>
        sql`insert into courses (tenant_id, name, cover_file_id) values (${tenantId}, 'Capa perdida', ${MISSING_FILE})`,
    ],
  ])('%s refuses a dangling reference (23503)', async (_column, statement) => {
    const someone = await createUser(ctx, 'trindtech', 'Talento');
    await ownerRows(ctx, sql`insert into profiles (tenant_id, user_id) values (${tenantId}, ${someone.id})`);
    const level = await option('FLUENCY_LEVEL');
    const [lang] = await ownerRows<{ id: number }>(
      ctx,
      sql`insert into profile_languages (tenant_id, user_id, name_language, general_level)
          values (${tenantId}, ${someone.id}, 'ENGLISH', ${level}) returning id`,
    );
    const [request] = await ownerRows<{ id: number }>(
      ctx,
      sql`insert into mentorship_requests (tenant_id, user_id, area_option_id, created_by)
          values (${tenantId}, ${someone.id}, ${await option('MENTOR_AREA')}, ${someone.id}) returning id`,
    );
    expect(await sqlState(statement({ user: someone.id, lang: lang!.id, request: request!.id }))).toBe('23503');
  });

  it('an option still named in an array of option ids cannot be deleted; valid arrays are accepted', async () => {
    const someone = await createUser(ctx, 'trindtech', 'Mentor');
    const area = await option('MENTOR_AREA');
    await ownerRows(
      ctx,
      sql`insert into profiles (tenant_id, user_id, mentor_area_ids) values (${tenantId}, ${someone.id}, array[${area}::int])`,
    );
    expect(await sqlState(sql`delete from option_items where tenant_id = ${tenantId} and id = ${area}`)).toBe('23503');
  });

  it('deleting a file clears the pointer to it and nothing else', async () => {
    const someone = await createUser(ctx, 'trindtech', 'Talento');
    const [file] = await ownerRows<{ id: string }>(
      ctx,
      sql`insert into stored_files (tenant_id, user_id, owner_user_id, kind, storage_key, content_type, size_bytes, attached_at)
          values (${tenantId}, ${someone.id}, ${someone.id}, 'profile-photo', ${`p${Date.now()}`}, 'image/jpeg', 1, now())
          returning id`,
    );
    await ownerRows(
      ctx,
      sql`insert into profiles (tenant_id, user_id, photo_file_id, city) values (${tenantId}, ${someone.id}, ${file!.id}, 'Recife')`,
    );
    await ownerRows(ctx, sql`delete from stored_files where id = ${file!.id}`);
    const [profile] = await ownerRows<{ photo_file_id: string | null; city: string; tenant_id: string }>(
      ctx,
      sql`select photo_file_id, city, tenant_id from profiles where user_id = ${someone.id}`,
    );
    expect(profile).toEqual({ photo_file_id: null, city: 'Recife', tenant_id: tenantId });
  });

  it('a dangling reference written through the unit of work answers 409 in the one error shape, not 500', async () => {
    const { cookie } = await login(ctx.app, 'trindtech', 'Talento');
    const response = await call(ctx.app, { url: '/api/test/dangling-language', cookie, body: {} });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: { code: 'CONFLICT', message: expect.any(String) } });
  });
});

describe('the audit log outlives its actors', () => {
  it("keeps a deleted user's entries, with who they were", async () => {
    const admin = await createUser(ctx, 'trindtech', 'Admin', { firstName: 'Auditada', lastName: 'Silva' });
    const cookie = await loginUser(ctx.app, admin);
    // A sensitive filter of the talent base is audited (ADR 0017).
    const search = await call(ctx.app, { url: '/api/talentos?gender=F', cookie });
    expect(search.statusCode).toBe(200);
    const entries = () =>
      ownerRows<{ user_id: number | null; actor_label: string; action: string }>(
        ctx,
        sql`select user_id, actor_label, action from audit_log where actor_label like ${`%<${admin.email}>`}`,
      );
    expect(await entries()).toEqual([
      { user_id: admin.id, actor_label: `Auditada Silva <${admin.email}>`, action: 'talents.sensitiveFilter' },
    ]);

    await ownerRows(ctx, sql`delete from users where id = ${admin.id}`);
    expect(await entries()).toEqual([
      { user_id: null, actor_label: `Auditada Silva <${admin.email}>`, action: 'talents.sensitiveFilter' },
    ]);
  });

  it('the app still cannot edit or delete entries (append-only)', async () => {
    const admin = await demoUser(ctx, 'trindtech', 'Admin');
    const db = new ScopedDatabase(ctx.handle.app);
    const attempt = (statement: SQL) => db.inTenant(tenantId, (tx) => tx.execute(statement)).catch((e: unknown) => e);
    for (const statement of [
      sql`update audit_log set actor_label = 'someone else' where user_id = ${admin.id}`,
      sql`delete from audit_log where user_id = ${admin.id}`,
    ]) {
      const error = (await attempt(statement)) as Error;
      expect(`${error.message} ${(error.cause as Error | undefined)?.message}`).toMatch(/permission denied/);
    }
  });
});

describe('the migration on a database that already holds orphans', () => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;
  let folder: string;

  beforeAll(async () => {
    ({ handle, drop } = await openIsolatedDatabase());
    // The migrations up to just before 0025, as a database of yesterday had them.
    folder = mkdtempSync(join(tmpdir(), 'ponte-migrations-'));
    cpSync(resolve(REPO_ROOT, 'apps/api/drizzle'), folder, { recursive: true });
    const journalPath = join(folder, 'meta/_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
    const mine = journal.entries.findIndex((e) => e.tag.endsWith('_integrity_keys'));
    writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, mine) }));
  });
  afterAll(async () => {
    await drop?.();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  const run = async (migrationsFolder: string) => {
    const options = { migrationsFolder, migrationsSchema: 'drizzle' };
    if (handle.driver === 'pglite') await migratePglite(handle.db as unknown as PgliteDatabase, options);
    else await migratePg(handle.db as unknown as NodePgDatabase, options);
  };
  const rows = async <T>(query: SQL) => ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;

  it('cleans the orphans up, then adds every key', async () => {
    await run(folder);
    await ensureAppRole(handle.db);
    const [tenant] = await rows<{ id: string }>(
      sql`insert into tenants (slug, name) values ('sandbox', 'Sandbox') returning id`,
    );
    const t = tenant!.id;
    await rows(sql`insert into option_items (tenant_id, id, type, label_pt_br, label_en_us, label_es_mx)
                   values (${t}, 1, 'FLUENCY_LEVEL', 'Básico', 'Basic', 'Básico'), (${t}, 2, 'MENTOR_AREA', 'TI', 'IT', 'TI')`);
    const [user] = await rows<{ id: number }>(
      sql`insert into users (tenant_id, first_name, last_name, email, role, password_hash, sector_id, company_relationship_ids)
          values (${t}, 'Órfã', 'Lima', 'orfa@sandbox.test', 'Talento', 'x', 555, array[2, 556]) returning id`,
    );
    const u = user!.id;
    // The users insert made the profile row already (0015's copies of the sector).
    await rows(sql`insert into profiles (tenant_id, user_id) values (${t}, ${u}) on conflict do nothing`);
    await rows(sql`update profiles set photo_file_id = ${MISSING_FILE}, resume_file_id = ${MISSING_FILE},
                     mentor_area_ids = array[557, 2], occupation_area = 555 where user_id = ${u}`);
    await rows(sql`insert into profile_languages (tenant_id, user_id, name_language, general_level, speaking_level, reading_level)
                   values (${t}, ${u}, 'ENGLISH', 1, 558, 1)`);
    await rows(sql`insert into mentorship_requests (tenant_id, user_id, area_option_id) values (${t}, ${u}, 559)`);
    await rows(sql`insert into stored_files (tenant_id, user_id, owner_user_id, kind, storage_key, content_type, size_bytes, attached_at)
                   values (${t}, ${u}, 2147483000, 'resume', 'orphan-owner', 'application/pdf', 1, now())`);
    await rows(
      sql`insert into audit_log (tenant_id, user_id, action, detail) values (${t}, ${u}, 'test.before', '{}')`,
    );

    await run(resolve(REPO_ROOT, 'apps/api/drizzle'));

    expect(
      await rows(sql`select u.sector_id, u.company_relationship_ids, p.photo_file_id, p.resume_file_id, p.mentor_area_ids,
                            p.occupation_area
                     from users u join profiles p on p.user_id = u.id where u.id = ${u}`),
    ).toEqual([
      {
        sector_id: null,
        company_relationship_ids: [2],
        photo_file_id: null,
        resume_file_id: null,
        mentor_area_ids: [2],
        occupation_area: null,
      },
    ]);
    expect(await rows(sql`select general_level, speaking_level, reading_level from profile_languages`)).toEqual([
      { general_level: 1, speaking_level: null, reading_level: 1 },
    ]);
    expect(await rows(sql`select area_option_id from mentorship_requests`)).toEqual([{ area_option_id: null }]);
    expect(await rows(sql`select owner_user_id, attached_at from stored_files`)).toEqual([
      { owner_user_id: null, attached_at: null },
    ]);
    // Entries written before the migration get their actor's label too.
    expect(await rows(sql`select actor_label from audit_log`)).toEqual([
      { actor_label: 'Órfã Lima <orfa@sandbox.test>' },
    ]);
  });
});
