// Mentoring at scale (issue 11 §6): 10,000 requests and 2,000 mentors in one tenant. Times the three
// calls the waiting-list screen makes (the same service code the routes run, inside a tenant
// transaction with row-level security): the waiting list's first page (plain, by area, by name), the
// mentor search of the link dialog (all, by area, by name, by skills) and the ranked suggestions.
// Seeds the crowd itself the first time (plain SQL as the owner; a throwaway database only).
//
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/ponte_bench npm run bench:mentoring
import type { TenantSlug } from '@ponte/shared/tenants';
import { sql } from 'drizzle-orm';
import { ScopedDatabase } from '../apps/api/src/db/scope.ts';
import type { AuthenticatedUser } from '../apps/api/src/http/request-context.ts';
import { MentoringService } from '../apps/api/src/modules/mentoring/mentoring.service.ts';
import type { NotificationsService } from '../apps/api/src/modules/notifications/notifications.service.ts';
import { benchDatabaseUrl, measurer, openBench, reportAndExit } from './support/service-bench.ts';

const url = benchDatabaseUrl('a throwaway PostgreSQL database');
const TENANT: TenantSlug = 'sandbox';
const MENTORS = 2_000;
const REQUESTS = 10_000;
const TARGET_P95_MS = 50;

const { measure, runs } = measurer({ iterations: 200, warmup: 20 });

const { handle, raw, tenant } = await openBench(url, TENANT, { prepare: true });

const [{ n: existing } = { n: 0 }] = await raw<{ n: number }>(
  sql`select count(*)::int as n from mentorship_requests where tenant_id = ${tenant.id}`,
);
if (existing < REQUESTS) {
  const started = Date.now();
  const skills = ['React', 'SQL', 'Python', 'Liderança', 'Comunicação', 'Excel', 'Java', 'Negociação', 'Power BI'];
  const states = ['SP', 'RJ', 'MG', 'RS', 'BA', 'PR', 'SC', 'PE'];
  const list = (values: string[]) => sql.raw(`array[${values.map((v) => `'${v}'`).join(',')}]`);
  // Mentors: every 5th unavailable, areas 27/28/both, two or three skills, capacity 1-5, a state.
  await raw(sql`
    insert into users (tenant_id, first_name, last_name, email, role, password_hash, email_verified_at, position)
    select ${tenant.id}, 'Mentor' || g, 'Escala ' || (g % 97), 'mentor' || g || '@bench.test',
           (array['Mentor','FuncionarioMentor','RhMentor'])[1 + g % 3], 'x', now(), 'Mentor de escala'
    from generate_series(1, ${MENTORS}) g`);
  await raw(sql`
    insert into profiles (tenant_id, user_id, mentoring_availability, mentor_area_ids, hard_skills, soft_skills,
                          mentoring_capacity, state)
    select u.tenant_id, u.id, case when u.id % 5 = 0 then 'N' else 'S' end,
           case u.id % 3 when 0 then array[27] when 1 then array[28] else array[27,28] end,
           array[(${list(skills)})[1 + u.id % 9], (${list(skills)})[1 + (u.id / 9) % 9]]::varchar[],
           array[(${list(skills)})[1 + (u.id / 7) % 9]]::varchar[],
           1 + u.id % 5, (${list(states)})[1 + u.id % 8]
    from users u where u.tenant_id = ${tenant.id} and u.email like 'mentor%@bench.test'`);
  await raw(sql`
    insert into users (tenant_id, first_name, last_name, email, role, password_hash, email_verified_at)
    select ${tenant.id}, (array['Ana','Bruno','Carla','Diego','Elisa','Fábio','Gabriela','Hugo'])[1 + g % 8],
           'Pedido ' || g, 'talento' || g || '@bench.test', 'Talento', 'x', now()
    from generate_series(1, ${REQUESTS}) g`);
  await raw(sql`
    insert into profiles (tenant_id, user_id, hard_skills, state)
    select u.tenant_id, u.id, array[(${list(skills)})[1 + u.id % 9]]::varchar[], (${list(states)})[1 + u.id % 8]
    from users u where u.tenant_id = ${tenant.id} and u.email like 'talento%@bench.test'`);
  // 70% waiting (asked over the last 120 days), 20% in progress with a mentor, 10% concluded.
  await raw(sql`
    with t as (select id, row_number() over (order by id) as n from users
               where tenant_id = ${tenant.id} and email like 'talento%@bench.test'),
         m as (select id, row_number() over (order by id) as n from users
               where tenant_id = ${tenant.id} and email like 'mentor%@bench.test')
    insert into mentorship_requests (tenant_id, user_id, mentor_id, area_option_id, objective, status, created_at,
                                     linked_at, ended_at, end_reason, created_by)
    select ${tenant.id}, t.id,
           case when t.n % 10 < 7 then null else (select m.id from m where m.n = 1 + t.n % ${MENTORS}) end,
           27 + t.n % 2, 'Objetivo de escala ' || t.n,
           case when t.n % 10 < 7 then 'AGUARDANDO' when t.n % 10 < 9 then 'EM_ANDAMENTO' else 'CONCLUIDA' end,
           now() - (t.n % 120) * interval '1 day',
           case when t.n % 10 < 7 then null else now() - (t.n % 60) * interval '1 day' end,
           case when t.n % 10 = 9 then now() - (t.n % 30) * interval '1 day' end,
           case when t.n % 10 = 9 then 'Objetivo alcançado' end, t.id
    from t`);
  await raw(sql`analyze`);
  process.stderr.write(`bench: seeded ${MENTORS} mentors and ${REQUESTS} requests in ${Date.now() - started} ms\n`);
}

const db = new ScopedDatabase(handle.db);
// Reads only: nothing here notifies.
const mentoring = new MentoringService(db, {} as NotificationsService);
const [admin] = await raw<{ id: number; public_id: string; email: string }>(
  sql`select id, public_id, email from users where tenant_id = ${tenant.id} and role = 'Admin' order by id limit 1`,
);
if (!admin) throw new Error('no Admin');
const caller: AuthenticatedUser = {
  id: admin.id,
  publicId: admin.public_id,
  role: 'Admin',
  email: admin.email,
  firstName: 'Ana',
  lastName: 'Souza',
  position: null,
  emailVerified: true,
  language: 'pt-BR',
};
const waitingIds = (
  await raw<{ id: number }>(
    sql`select id from mentorship_requests where tenant_id = ${tenant.id} and status = 'AGUARDANDO' order by random() limit 200`,
  )
).map((r) => r.id);
const counts = await raw<{ status: string; n: number }>(
  sql`select status, count(*)::int as n from mentorship_requests where tenant_id = ${tenant.id} group by status order by status`,
);

const page = { status: 'espera' as const, limit: 20 };
const results = [
  await measure('waiting list, first page', async () => (await mentoring.list(tenant, caller, page)).items.length),
  await measure(
    'waiting list, by area',
    async () => (await mentoring.list(tenant, caller, { ...page, area: 28 })).items.length,
  ),
  await measure(
    'waiting list, by name "ana"',
    async () => (await mentoring.list(tenant, caller, { ...page, search: 'ana' })).items.length,
  ),
  await measure(
    'concluded list, first page',
    async () => (await mentoring.list(tenant, caller, { ...page, status: 'concluidas' })).items.length,
  ),
  await measure(
    'mentor search, all available',
    async () => (await mentoring.mentors(tenant, { includeUnavailable: undefined })).cards.length,
  ),
  await measure(
    'mentor search, technical (28)',
    async () => (await mentoring.mentors(tenant, { areaMentoring: 28 })).cards.length,
  ),
  await measure(
    'mentor search, by name "mentor12"',
    async () => (await mentoring.mentors(tenant, { search: 'mentor12' })).cards.length,
  ),
  await measure(
    'mentor search, skills React,SQL',
    async () => (await mentoring.mentors(tenant, { skills: ['React', 'SQL'] })).cards.length,
  ),
  await measure(
    'suggestions for a request',
    async (i) => (await mentoring.suggestions(tenant, waitingIds[i % waitingIds.length]!)).length,
  ),
];
await handle.close();

console.info(
  `\nMentoring at scale: tenant ${TENANT}, ${MENTORS} mentors, requests ${counts.map((c) => `${c.status} ${c.n}`).join(', ')}`,
);
console.info(`${runs}\n`);
reportAndExit(results, TARGET_P95_MS);
