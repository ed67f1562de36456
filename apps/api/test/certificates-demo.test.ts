/**
 * The demo's certificates (issue 13 §5): every completed enrolment of a course that gives one has its
 * certificate, the demo talent holds at least one (Meus cursos shows it), and one per tenant is
 * revoked, so the verification page shows both states at `npm start`.
 */
import type { PersonCourses } from '@ponte/shared/courses.schema';
import { TENANT_SLUGS } from '@ponte/shared/tenants';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, demoUser, login, ownerRows } from './test-app.ts';
import { useTestApp } from './use-test-app.ts';

const ctx = useTestApp({ demoTalents: 40 });

describe('demo certificates', () => {
  it('every completed enrolment of a course with certificates has one; one per tenant is revoked', async () => {
    const missing = await ownerRows<{ n: number }>(
      ctx,
      sql`select count(*)::int as n from enrolments e join courses c on c.id = e.course_id
          where e.status = 'C' and c.certificate_on_completion
            and not exists (select 1 from certificates k where k.enrolment_id = e.id)`,
    );
    expect(missing[0]!.n).toBe(0);
    const perTenant = await ownerRows<{ slug: string; issued: number; revoked: number }>(
      ctx,
      sql`select t.slug, count(k.id)::int as issued, count(k.revoked_at)::int as revoked
          from tenants t left join certificates k on k.tenant_id = t.id group by t.slug`,
    );
    for (const slug of TENANT_SLUGS) {
      const row = perTenant.find((r) => r.slug === slug);
      expect(row?.issued, slug).toBeGreaterThan(1);
      expect(row?.revoked, slug).toBe(1);
    }
  });

  it('the demo talent sees a valid certificate in their courses, and anyone can verify it', async () => {
    const talent = await demoUser(ctx, 'trindtech', 'Talento');
    const { cookie } = await login(ctx.app, 'trindtech', 'Talento');
    const mine = (
      await call(ctx.app, { url: `/api/pessoas/${talent.publicId}/cursos`, cookie })
    ).json() as PersonCourses;
    const withCertificate = mine.items.filter((e) => e.certificate);
    expect(withCertificate.length).toBeGreaterThan(0);
    const certificate = withCertificate[0]!.certificate!;
    expect(certificate.revoked).toBe(false);
    const verified = await call(ctx.app, { url: `/api/certificados/${certificate.code}` });
    expect(verified.json()).toMatchObject({ status: 'valid', issuer: 'TrindTech' });
  });
});
