/**
 * The mentor load chart (ADR 0045, addendum of 28 Nov 2026): "available mentors without a mentee" counts
 * the mentors the linking dialog offers (the mentoring module's definition of available) who have no
 * mentorship in progress; the chart lists the available mentors and those who, unavailable, still have
 * mentees. First against the demo (the QA walk read 14 where the dialog showed 2), then on a fixture of
 * its own with exact figures.
 */
import type { AnalyticsTable } from '@ponte/shared/analytics.schema';
import type { MentorCard } from '@ponte/shared/mentoring.schema';
import { MENTOR_AREA_IDS } from '@ponte/shared/options.schema';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, demoUser, ownerRows, type TestUser } from './test-app.ts';
import { useTestApp } from './use-test-app.ts';

const ctx = useTestApp({ demoTalents: 40 });
const T = 'mais-pra-ti' as const;
const { technical, behavioural } = MENTOR_AREA_IDS;
let tenantId: string;
let admin: TestUser;

const load = (query = '') => ctx.ok<AnalyticsTable>(admin, 'GET', `/api/analise/carga-mentores${query}`);
const dialog = () => ctx.ok<MentorCard[]>(admin, 'GET', '/api/mentores');

beforeAll(async () => {
  const [tenant] = await ownerRows<{ id: string }>(ctx, sql`select id from tenants where slug = ${T}`);
  tenantId = tenant!.id;
  admin = await demoUser(ctx, T, 'Admin');
});

describe('the demo', () => {
  it('counts as without a mentee the linking dialog’s mentors with no mentorship, not the unavailable ones', async () => {
    const mentors = await dialog();
    const idle = mentors.filter((m) => m.load === 0 && m.capacity > 0);
    const t = await load();
    expect(idle).toHaveLength(2);
    expect(t.extras.withoutMentee).toEqual({ value: 2, previous: null });
    // Every available mentor is a row; no row is an unavailable mentor without mentees.
    const shown = new Set(t.rows.map((r) => r.publicId));
    for (const m of mentors) expect(shown.has(m.publicId), `${m.firstName} ${m.lastName}`).toBe(true);
    const all = await ctx.ok<MentorCard[]>(admin, 'GET', '/api/mentores?includeUnavailable=true');
    const byId = new Map(all.map((m) => [m.publicId, m]));
    for (const r of t.rows) {
      const m = byId.get(String(r.publicId))!;
      expect(m.available || m.load > 0, String(r.mentor)).toBe(true);
    }
  });
});

describe('a fixture of its own', () => {
  beforeAll(async () => {
    // The demo's mentors leave, so the figures are the fixture's alone.
    await ownerRows(
      ctx,
      sql`update users set status = 'inactive'
          where tenant_id = ${tenantId} and role in ('Mentor', 'FuncionarioMentor', 'RhMentor')`,
    );
    const mentor = async (
      firstName: string,
      profile: { available: boolean; capacity: number } | null,
      mentees: number[] = [],
    ) => {
      const m = await createUser(ctx, T, 'Mentor', { firstName, lastName: 'Carga' });
      if (profile)
        await ownerRows(
          ctx,
          sql`insert into profiles (tenant_id, user_id, mentoring_availability, mentoring_capacity)
              values (${tenantId}, ${m.id}, ${profile.available ? 'S' : 'N'}, ${profile.capacity})`,
        );
      for (const area of mentees) {
        const talent = await createUser(ctx, T, 'Talento');
        await ownerRows(
          ctx,
          sql`insert into mentorship_requests (tenant_id, user_id, mentor_id, area_option_id, status, linked_at, created_at)
              values (${tenantId}, ${talent.id}, ${m.id}, ${area}, 'EM_ANDAMENTO', now(), now())`,
        );
      }
    };
    await mentor('Ana', { available: true, capacity: 2 });
    await mentor('Bruno', { available: true, capacity: 1 }, [behavioural]);
    await mentor('Carla', { available: false, capacity: 3 });
    await mentor('Davi', { available: false, capacity: 1 }, [technical, technical]);
    await mentor('Eva', null);
    await mentor('Fábio', { available: true, capacity: 0 });
  });

  it('lists the available mentors and the unavailable ones still loaded; counts the available idle ones', async () => {
    const t = await load();
    expect(t.rows.map(({ publicId: _, ...r }) => r)).toEqual([
      { mentor: 'Ana Carga', active: 0, capacity: 2, load: 0 },
      { mentor: 'Bruno Carga', active: 1, capacity: 1, load: 1 },
      { mentor: 'Davi Carga', active: 2, capacity: 1, load: 2 },
      { mentor: 'Fábio Carga', active: 0, capacity: 0, load: null },
    ]);
    // Ana alone: Fábio takes no mentee (capacity 0); Carla and Eva are not available.
    expect(t.extras.withoutMentee).toEqual({ value: 1, previous: null });
    // Over capacity: Davi, of the four listed.
    expect(t.summary).toEqual({ value: 0.25, previous: null });
    // The dialog's mentors are the same available ones.
    expect((await dialog()).map((m) => m.firstName)).toEqual(['Ana', 'Bruno', 'Fábio']);
  });

  it('in one area: an unavailable mentor with no mentee there is not listed', async () => {
    const t = await load(`?mentorArea=${behavioural}`);
    expect(t.rows.map((r) => [r.mentor, r.active])).toEqual([
      ['Ana Carga', 0],
      ['Bruno Carga', 1],
      ['Fábio Carga', 0],
    ]);
    expect(t.extras.withoutMentee!.value).toBe(1);
    const davi = await load(`?mentorArea=${technical}`);
    expect(davi.rows.map((r) => [r.mentor, r.active])).toEqual([
      ['Ana Carga', 0],
      ['Bruno Carga', 0],
      ['Davi Carga', 2],
      ['Fábio Carga', 0],
    ]);
    // In the technical area Bruno has none either: two available mentors without a mentee there.
    expect(davi.extras.withoutMentee!.value).toBe(2);
  });
});
