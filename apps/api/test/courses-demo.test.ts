/**
 * The demo courses the README promises (issue 13 §5; ADR 0038): in every tenant, courses with classes
 * in every stage, enrolments in all four statuses with histories and reasons, a trail (mais-pra-ti:
 * six modules in order), favourites; the demo talent has enrolments and stars; the rows keep the
 * invariants the service keeps (history consistent with the row, trail order, seats).
 */
import type { Course, EnrolmentEvent, PersonCourses, Trail } from '@ponte/shared/courses.schema';
import { todayIn } from '@ponte/shared/follow-up.schema';
import type { HomeSummary } from '@ponte/shared/home.schema';
import { TENANT_SLUGS, type TenantSlug } from '@ponte/shared/tenants';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, demoUser, login, ownerRows } from './test-app.ts';
import { useTestApp } from './use-test-app.ts';

const ctx = useTestApp({ demoTalents: 40 });

async function get<T>(tenant: TenantSlug, role: 'Admin' | 'Talento', url: string): Promise<T> {
  const { cookie } = await login(ctx.app, tenant, role);
  const response = await call(ctx.app, { url, tenant, cookie });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json() as T;
}

describe.each(TENANT_SLUGS)('the demo courses of %s', (tenant) => {
  it('has classes in every stage and enrolments in every status, each with a history that ends where the row is', async () => {
    const stages = await ownerRows<{ stage: string }>(
      ctx,
      sql`select distinct k.stage from classes k join tenants t on t.id = k.tenant_id where t.slug = ${tenant} order by 1`,
    );
    expect(stages.map((s) => s.stage)).toEqual(['cancelled', 'ended', 'in_progress', 'open', 'planned']);
    const statuses = await ownerRows<{ status: string; n: number }>(
      ctx,
      sql`select e.status, count(*)::int as n from enrolments e join tenants t on t.id = e.tenant_id
          where t.slug = ${tenant} group by 1 order by 1`,
    );
    expect(statuses.map((s) => s.status)).toEqual(['A', 'C', 'E', 'I']);
    // The row is what its last event says; the first event created it; reasons only on I and E.
    const broken = await ownerRows(
      ctx,
      sql`select e.id from enrolments e join tenants t on t.id = e.tenant_id
          join lateral (select v.to_status, v.classe_after from enrolment_events v where v.enrolment_id = e.id
                        order by v.created_at desc, v.id desc limit 1) last on true
          join lateral (select v.kind, v.from_status from enrolment_events v where v.enrolment_id = e.id
                        order by v.created_at, v.id limit 1) first on true
          where t.slug = ${tenant}
            and (last.to_status <> e.status or last.classe_after <> e.classe_id or first.kind <> 'CREATED'
                 or first.from_status is not null)`,
    );
    expect(broken).toEqual([]);
    const reasons = await ownerRows<{ n: number }>(
      ctx,
      sql`select count(*)::int as n from enrolment_events v join tenants t on t.id = v.tenant_id
          where t.slug = ${tenant} and v.reason_id is not null`,
    );
    expect(reasons[0]!.n).toBeGreaterThan(0);
    const overbooked = await ownerRows(
      ctx,
      sql`select k.id from classes k join tenants t on t.id = k.tenant_id where t.slug = ${tenant} and k.capacity is not null
          and (select count(*) from enrolments e where e.classe_id = k.id and e.status in ('A','I','C')) > k.capacity`,
    );
    expect(overbooked).toEqual([]);
    const future = await ownerRows(
      ctx,
      sql`select v.id from enrolment_events v join tenants t on t.id = v.tenant_id where t.slug = ${tenant} and v.created_at > now()`,
    );
    expect(future).toEqual([]);
  });

  it('shows the demo talent enrolments and stars, and a trail', async () => {
    const talent = await demoUser(ctx, tenant, 'Talento');
    const mine = await get<PersonCourses>(tenant, 'Admin', `/api/pessoas/${talent.publicId}/cursos`);
    expect(new Set(mine.items.map((e) => e.status))).toEqual(new Set(['A', 'C']));
    const stars = await ownerRows(ctx, sql`select 1 from course_favourites where user_id = ${talent.id}`);
    expect(stars.length).toBeGreaterThanOrEqual(2);
    const trails = await ownerRows<{ name: string; steps: number; enforce_order: boolean }>(
      ctx,
      sql`select tr.name, tr.enforce_order, count(distinct tc.step)::int as steps from trails tr
          join tenants t on t.id = tr.tenant_id join trail_courses tc on tc.trail_id = tr.id
          where t.slug = ${tenant} group by tr.id`,
    );
    expect(trails).toHaveLength(1);
    if (tenant === 'mais-pra-ti') expect(trails[0]).toMatchObject({ steps: 6, enforce_order: true });
  });
});

describe('the demo, as people see it', () => {
  it('mais-pra-ti: the six-module trail in order, the talent through the first module', async () => {
    const [trail] = await get<Trail[]>('mais-pra-ti', 'Talento', '/api/trilhas');
    expect(trail!.name).toBe('Trilha Desenvolvimento Full Stack');
    expect(trail!.steps).toHaveLength(6);
    expect(trail!.steps.map((s) => s.courses[0]!.myStatus)).toEqual(['C', 'A', null, null, null, null]);
    expect(trail!.steps.map((s) => s.locked)).toEqual([false, false, true, true, true, true]);
    // Nobody of the crowd is in a module without having completed every one before it.
    const outOfOrder = await ownerRows(
      ctx,
      sql`select e.id from enrolments e join trail_courses tc on tc.course_id = e.course_id and tc.step > 1
          join trails tr on tr.id = tc.trail_id and tr.enforce_order
          where exists (select 1 from trail_courses p where p.trail_id = tc.trail_id and p.step < tc.step
                        and not exists (select 1 from enrolments d where d.user_id = e.user_id and d.course_id = p.course_id
                                        and d.status = 'C'))`,
    );
    expect(outOfOrder).toEqual([]);
  });

  it('the talent’s evasion and return is in the history; the catalogue shows published courses with a next class', async () => {
    const talent = await demoUser(ctx, 'trindtech', 'Talento');
    const mine = await get<PersonCourses>('trindtech', 'Talento', `/api/pessoas/${talent.publicId}/cursos`);
    let returned = false;
    for (const enrolment of mine.items) {
      const history = await get<EnrolmentEvent[]>(
        'trindtech',
        'Talento',
        `/api/cursos/${enrolment.course.id}/inscricoes/${talent.publicId}/historico`,
      );
      if (history.some((e) => e.fromStatus === 'E' && e.toStatus === 'A')) returned = true;
    }
    expect(returned).toBe(true);
    const catalogue = await get<{ items: Course[] }>('trindtech', 'Talento', '/api/cursos?limit=96');
    expect(catalogue.items.length).toBeGreaterThanOrEqual(5);
    expect(catalogue.items.every((c) => c.status === 'published')).toBe(true);
    expect(catalogue.items.filter((c) => c.favourite)).toHaveLength(2);
    // Each runs a class and opens the next: the card names the one to come, open, never the running one.
    const today = todayIn();
    for (const c of catalogue.items) {
      expect(c.nextClass, c.name).toMatchObject({ stage: 'open' });
      expect(c.nextClass!.startDate! >= today, `${c.name} starts ${c.nextClass!.startDate}`).toBe(true);
      expect(c.hasOpenClass).toBe(true);
    }
    const all = await get<{ items: Course[] }>('trindtech', 'Admin', '/api/cursos?limit=96');
    expect(new Set(all.items.map((c) => c.status))).toEqual(new Set(['draft', 'published', 'archived']));
  });

  it('fills the home cards: the talent’s courses in progress, the Admin’s overview', async () => {
    const talent = await get<HomeSummary>('trindtech', 'Talento', '/api/inicio');
    expect(talent.myCourses!.total).toBeGreaterThanOrEqual(2);
    const admin = await get<HomeSummary>('trindtech', 'Admin', '/api/inicio');
    expect(admin.courseOverview!.classesStartingSoon.length).toBeGreaterThan(0);
  });
});
