// The follow-up timeline at scale (issue 12 §6): one talent with 5,000 entries — annotations, feedbacks
// with action plans and mentorship events. Times the calls the follow-up tab and the talent's view make
// (the same service code the routes run, inside a tenant transaction with row-level security): the
// timeline's first page and deep pages for the mentor, Admin's view, the person's own, filters, and the
// annotation and feedback lists. Seeds the entries itself the first time (plain SQL as the owner; a
// throwaway database only).
//
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/ponte_bench_follow_up npm run bench:follow-up
import { addDays, todayIn } from '@ponte/shared/follow-up.schema';
import type { Role } from '@ponte/shared/roles';
import type { TenantSlug } from '@ponte/shared/tenants';
import { sql } from 'drizzle-orm';
import { ScopedDatabase } from '../apps/api/src/db/scope.ts';
import type { AuthenticatedUser } from '../apps/api/src/http/request-context.ts';
import { FollowUpService } from '../apps/api/src/modules/follow-up/follow-up.service.ts';
import type { NotificationsService } from '../apps/api/src/modules/notifications/notifications.service.ts';
import { benchDatabaseUrl, measurer, openBench, reportAndExit } from './support/service-bench.ts';

const url = benchDatabaseUrl('a throwaway PostgreSQL database');
const TENANT: TenantSlug = 'trindtech';
const ANNOTATIONS = 4_700;
const FEEDBACKS = 250;
const EVENTS = 50;
const TARGET_P95_MS = 50;

const { measure, runs } = measurer({ iterations: 200, warmup: 20 });

const { handle, raw, tenant } = await openBench(url, TENANT, { prepare: true });

async function person(role: Role, email: string): Promise<AuthenticatedUser> {
  const [row] = await raw<{ id: number; public_id: string }>(
    sql`select id, public_id from users where tenant_id = ${tenant.id} and email = ${email}`,
  );
  const found =
    row ??
    (
      await raw<{ id: number; public_id: string }>(sql`
        insert into users (tenant_id, first_name, last_name, email, role, password_hash, email_verified_at)
        values (${tenant.id}, 'Escala', ${role}, ${email}, ${role}, 'x', now()) returning id, public_id`)
    )[0]!;
  return {
    id: found.id,
    publicId: found.public_id,
    role,
    email,
    firstName: 'Escala',
    lastName: role,
    position: null,
    emailVerified: true,
    language: 'pt-BR',
  };
}

const talent = await person('Talento', 'talento@follow-up.bench');
const mentor = await person('Mentor', 'mentor@follow-up.bench');
const admin = await person('Admin', 'admin@follow-up.bench');
const today = todayIn();

const [{ n: existing } = { n: 0 }] = await raw<{ n: number }>(
  sql`select count(*)::int as n from annotations where tenant_id = ${tenant.id} and talent_id = ${talent.id}`,
);
if (existing < ANNOTATIONS + FEEDBACKS) {
  const started = Date.now();
  // A mentorship in progress with its history: created, linked, then relinks over four years.
  const [request] = await raw<{ id: number }>(sql`
    insert into mentorship_requests (tenant_id, user_id, mentor_id, area_option_id, objective, status, linked_at, created_by)
    values (${tenant.id}, ${talent.id}, ${mentor.id}, 27, 'Escala', 'EM_ANDAMENTO', now(), ${talent.id}) returning id`);
  await raw(sql`
    insert into mentorship_events (tenant_id, request_id, actor_id, kind, to_status, mentor_after, created_at)
    select ${tenant.id}, ${request!.id}, ${admin.id}, case when g = 1 then 'CREATED' else 'RELINKED' end,
           'EM_ANDAMENTO', ${mentor.id}, now() - (g * 29) * interval '1 day'
    from generate_series(1, ${EVENTS}) g`);
  // Four years of annotations by the mentor (a third shared) and feedbacks by Admin, a few a day.
  await raw(sql`
    insert into annotations (tenant_id, talent_id, author_id, title, html, annotation_date, category_id, shared, created_at)
    select ${tenant.id}, ${talent.id}, ${mentor.id}, 'Anotação ' || g,
           '<p>Conversa número ' || g || ' sobre <strong>metas</strong> e estudos.</p>',
           ${today}::date - (g * 1460 / ${ANNOTATIONS}), 40 + g % 5, g % 3 = 0,
           now() - (g * 1460 / ${ANNOTATIONS}) * interval '1 day' + (g % 7) * interval '1 minute'
    from generate_series(1, ${ANNOTATIONS}) g`);
  const feedbackIds = await raw<{ id: number }>(sql`
    insert into annotations (tenant_id, talent_id, author_id, title, html, annotation_date, category_id, shared, created_at)
    select ${tenant.id}, ${talent.id}, ${admin.id}, 'Feedback ' || g, '<p>Feedback ' || g || '</p>',
           ${today}::date - (g * 1460 / ${FEEDBACKS}), 41, true, now() - (g * 1460 / ${FEEDBACKS}) * interval '1 day'
    from generate_series(1, ${FEEDBACKS}) g returning id`);
  await raw(sql`
    insert into feedbacks (tenant_id, annotation_id, type)
    select ${tenant.id}, id, 'F' from annotations where id = any(${`{${feedbackIds.map((f) => f.id).join(',')}}`}::int[])`);
  await raw(sql`
    insert into feedback_actions (tenant_id, feedback_id, name, initial_date, end_date, is_done, conclusion_date, position)
    select ${tenant.id}, f.annotation_id, 'Ação ' || k, a.annotation_date, a.annotation_date + 30 * k,
           k = 1, case when k = 1 then a.annotation_date + 10 end, k
    from feedbacks f join annotations a on a.tenant_id = f.tenant_id and a.id = f.annotation_id
    cross join generate_series(1, 3) k where f.tenant_id = ${tenant.id}`);
  await raw(sql`analyze`);
  process.stderr.write(`bench: seeded ${ANNOTATIONS + FEEDBACKS + EVENTS} entries in ${Date.now() - started} ms\n`);
}

const db = new ScopedDatabase(handle.db);
// Reads only: nothing here notifies.
const followUp = new FollowUpService(db, {} as NotificationsService);
const limit = 20;

/** The cursors of every page of a walk, to time pages across the whole depth. */
async function cursorsOf(viewer: AuthenticatedUser): Promise<string[]> {
  const cursors: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await followUp.timeline(tenant, viewer, talent.publicId, { limit: 50, cursor });
    cursor = page.nextCursor ?? undefined;
    if (cursor) cursors.push(cursor);
  } while (cursor);
  return cursors;
}
const deep = await cursorsOf(mentor);
const { total } = await followUp.timeline(tenant, mentor, talent.publicId, { limit: 1 });

const results = [
  await measure(
    'timeline, mentor, first page',
    async () => (await followUp.timeline(tenant, mentor, talent.publicId, { limit })).items.length,
  ),
  await measure(
    'timeline, mentor, pages across the depth',
    async (i) =>
      (await followUp.timeline(tenant, mentor, talent.publicId, { limit, cursor: deep[(i * 7) % deep.length] })).items
        .length,
  ),
  await measure(
    'timeline, Admin (shared only), first page',
    async () => (await followUp.timeline(tenant, admin, talent.publicId, { limit })).items.length,
  ),
  await measure(
    'timeline, the person (feedbacks, events)',
    async () => (await followUp.timeline(tenant, talent, talent.publicId, { limit })).items.length,
  ),
  await measure(
    'timeline, category Estudos',
    async () => (await followUp.timeline(tenant, mentor, talent.publicId, { limit, category: 42 })).items.length,
  ),
  await measure(
    'timeline, one year ago, 90 days',
    async () =>
      (
        await followUp.timeline(tenant, mentor, talent.publicId, {
          limit,
          from: addDays(today, -455),
          to: addDays(today, -365),
        })
      ).items.length,
  ),
  await measure(
    'annotations list, mentor',
    async () => (await followUp.annotations(tenant, mentor, talent.publicId, { limit })).items.length,
  ),
  await measure(
    'feedbacks list, the person',
    async () => (await followUp.feedbacks(tenant, talent, talent.publicId, { limit })).items.length,
  ),
];
await handle.close();

console.info(`\nFollow-up timeline at scale: tenant ${TENANT}, one talent, ${total} entries visible to the mentor`);
console.info(`${runs}\n`);
reportAndExit(results, TARGET_P95_MS);
