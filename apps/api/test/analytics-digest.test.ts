import type { DigestSettings } from '@ponte/shared/analytics.schema';
import type { Role } from '@ponte/shared/roles';
import { TENANTS, type TenantSlug } from '@ponte/shared/tenants';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ScopedDatabase } from '../src/db/scope.ts';
import type { Mailer, OutgoingMail } from '../src/mail/mailer.ts';
import { AnalyticsService } from '../src/modules/analytics/analytics.service.ts';
import type { Tenant } from '../src/modules/tenant/tenant.service.ts';
import { call, login, ownerRows } from './test-app.ts';
import { useTestApp } from './use-test-app.ts';

// Issue 16 §1: the weekly digest, its recipients chosen by the tenant's Admin, sent once a week.
const ctx = useTestApp({ demoTalents: 5 });
const TENANT = 'mais-pra-ti';
const cookies = new Map<string, string>();

async function as(role: Role, tenant: TenantSlug = TENANT) {
  const key = `${tenant}:${role}`;
  if (!cookies.has(key)) cookies.set(key, (await login(ctx.app, tenant, role)).cookie);
  return { cookie: cookies.get(key)!, tenant };
}

async function tenantOf(slug: TenantSlug): Promise<Tenant> {
  const [row] = await ownerRows<{ id: string }>(ctx, sql`select id from tenants where slug = ${slug}`);
  return { id: row!.id, slug, definition: TENANTS[slug] };
}

function capture(): Mailer & { sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = [];
  return { sent, send: async (mail) => void sent.push(mail) };
}

describe('analytics weekly digest (issue 16 §1)', () => {
  it('the demo sends it to Admin and Rh; only the Admin changes who receives it', async () => {
    const admin = await as('Admin');
    const read = await call(ctx.app, { url: '/api/analise/resumo-semanal', ...admin });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({
      roles: ['Admin', 'Rh'],
      choices: ['Admin', 'Rh', 'RhMentor'],
      lastSentWeek: null,
      canEdit: true,
    } satisfies DigestSettings);

    const rh = await as('Rh');
    expect((await call(ctx.app, { url: '/api/analise/resumo-semanal', ...rh })).json().canEdit).toBe(false);
    const refused = await call(ctx.app, {
      method: 'PUT',
      url: '/api/analise/resumo-semanal',
      body: { roles: [] },
      ...rh,
    });
    expect(refused.statusCode).toBe(403);

    const saved = await call(ctx.app, {
      method: 'PUT',
      url: '/api/analise/resumo-semanal',
      body: { roles: ['RhMentor', 'Admin', 'Admin'] },
      ...admin,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().roles).toEqual(['Admin', 'RhMentor']);
    const bad = await call(ctx.app, {
      method: 'PUT',
      url: '/api/analise/resumo-semanal',
      body: { roles: ['Talento'] },
      ...admin,
    });
    expect(bad.statusCode).toBe(400);
    const audit = await ownerRows<{ detail: { roles: string[] } }>(
      ctx,
      sql`select detail from audit_log where action = 'analytics.digest'`,
    );
    expect(audit.map((a) => a.detail.roles)).toEqual([['Admin', 'RhMentor']]);
    // A tenant without the analytics screen has no digest either.
    const other = await call(ctx.app, { url: '/api/analise/resumo-semanal', ...(await as('Admin', 'trindtech')) });
    expect(other.statusCode).toBe(403);
  });

  it('goes out on Monday from 08:00 in São Paulo, once per week, however many runs', async () => {
    const tenant = await tenantOf(TENANT);
    const db = new ScopedDatabase(ctx.handle.app);
    await call(ctx.app, {
      method: 'PUT',
      url: '/api/analise/resumo-semanal',
      body: { roles: ['Admin', 'Rh'] },
      ...(await as('Admin')),
    });
    const at = (iso: string) => new AnalyticsService(db, { now: () => new Date(iso) });
    const errors: unknown[] = [];
    const out = (mailer: Mailer) => ({
      mailer,
      origin: 'http://mais-pra-ti.localhost:3000',
      onError: (e: unknown) => errors.push(e),
    });

    // Monday 23 Nov 2026, 07:30 in São Paulo (10:30 UTC): not yet.
    const early = capture();
    expect(await at('2026-11-23T10:30:00Z').sendDigest(tenant, out(early))).toBe(0);
    // 08:05: due. Two runs at once (two instances) send it once between them.
    const a = capture();
    const b = capture();
    const sent = await Promise.all([
      at('2026-11-23T11:05:00Z').sendDigest(tenant, out(a)),
      at('2026-11-23T11:05:00Z').sendDigest(tenant, out(b)),
    ]);
    const staff = await ownerRows<{ email: string }>(
      ctx,
      sql`select u.email from users u join tenants t on t.id = u.tenant_id
          where t.slug = ${TENANT} and u.role in ('Admin', 'Rh') and u.status = 'active'
            and u.email_verified_at is not null and u.anonymised_at is null`,
    );
    expect(staff.map((s) => s.email)).toContain('rh@mais-pra-ti.demo');
    expect(sent.sort((x, y) => x - y)).toEqual([0, staff.length]);
    const mails = [...a.sent, ...b.sent];
    expect(mails.map((m) => m.to).sort()).toEqual(staff.map((s) => s.email).sort());
    const mail = mails[0]!;
    expect(mail.subject).toBe(`${TENANTS[TENANT].name}: resumo da semana`);
    expect(mail.text).toContain('O programa na semana de 16/11/2026 a 22/11/2026:');
    expect(mail.text).toMatch(/Talentos esperando mentor agora: \d+/);
    expect(mail.text).toMatch(/Talentos em risco agora: \d+/);
    expect(mail.text).toMatch(/Evasões na semana: \d+ \(na semana anterior: \d+\)/);
    expect(mail.text).toContain('http://mais-pra-ti.localhost:3000/plataforma/analise');
    // Later that week: already sent. The next Monday: due again.
    expect(await at('2026-11-26T15:00:00Z').sendDigest(tenant, out(capture()))).toBe(0);
    expect(await at('2026-11-30T11:05:00Z').sendDigest(tenant, out(capture()))).toBe(staff.length);
    // No roles chosen: nothing goes out.
    await call(ctx.app, {
      method: 'PUT',
      url: '/api/analise/resumo-semanal',
      body: { roles: [] },
      ...(await as('Admin')),
    });
    expect(await at('2026-12-07T11:05:00Z').sendDigest(tenant, out(capture()))).toBe(0);
    expect(errors).toEqual([]);
  });
});
