import { MENTOR_AREA_IDS, OPTION_TYPES } from '@ponte/shared/options.schema';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ScopedDatabase } from '../src/db/scope.ts';
import { seedTenants } from '../src/modules/tenant/tenant-seed.ts';
import { call, login, ownerRows } from './test-app.ts';
import { useTestApp } from './use-test-app.ts';

const ctx = useTestApp();
let cookie: string;
beforeAll(async () => {
  ({ cookie } = await login(ctx.app, 'trindtech', 'Talento'));
});

describe('GET /api/opcoes/{type}', () => {
  it('lists each type’s items with labels in the three languages', async () => {
    const seen = new Set<number>();
    for (const type of OPTION_TYPES) {
      const response = await call(ctx.app, { url: `/api/opcoes/${type}`, cookie });
      expect(response.statusCode, type).toBe(200);
      const items = response.json() as Array<{ id: number; label: { ptBr: string; enUs: string; esMx: string } }>;
      expect(items.length).toBeGreaterThan(1);
      for (const item of items) {
        expect(item.label.ptBr && item.label.enUs && item.label.esMx).toBeTruthy();
        expect(seen.has(item.id), `id ${item.id} shared between types`).toBe(false);
        seen.add(item.id);
      }
    }
  });

  it('keeps the mentor-area ids the spec’s filter uses', async () => {
    const items = (await call(ctx.app, { url: '/api/opcoes/MENTOR_AREA', cookie })).json() as Array<{ id: number }>;
    expect(items.map((i) => i.id)).toEqual([MENTOR_AREA_IDS.behavioural, MENTOR_AREA_IDS.technical]);
  });

  it('answers 400 for an unknown type and 401 without a session', async () => {
    const unknown = await call(ctx.app, { url: '/api/opcoes/CORES', cookie });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('VALIDATION_ERROR');
    expect((await call(ctx.app, { url: '/api/opcoes/MENTOR_AREA' })).statusCode).toBe(401);
  });

  it('serves each tenant its own list', async () => {
    await ctx.handle.db.execute(
      sql`update option_items set label_pt_br = 'Engenharia' where id = 10 and tenant_id = (select id from tenants where slug = 'trindtech')`,
    );
    const own = (await call(ctx.app, { url: '/api/opcoes/EMPLOYEE_SECTOR', cookie })).json();
    expect(own[0].label.ptBr).toBe('Engenharia');
    const other = await login(ctx.app, 'asid', 'Talento');
    const theirs = (
      await call(ctx.app, { url: '/api/opcoes/EMPLOYEE_SECTOR', tenant: 'asid', cookie: other.cookie })
    ).json();
    expect(theirs[0].label.ptBr).toBe('Tecnologia da Informação');
  });

  it('serves the annotation categories in three languages (issue 12)', async () => {
    const items = (await call(ctx.app, { url: '/api/opcoes/ANNOTATION_CATEGORY', cookie })).json();
    expect(items.map((i: { label: { ptBr: string } }) => i.label.ptBr)).toEqual([
      'Conversa',
      'Carreira',
      'Estudos',
      'Bem-estar',
      'Outro',
    ]);
  });

  it('brings a type added later to tenants seeded before it, and leaves tailored types alone', async () => {
    const tenant = sql`(select id from tenants where slug = 'sandbox')`;
    await ownerRows(ctx, sql`delete from option_items where type = 'ANNOTATION_CATEGORY' and tenant_id = ${tenant}`);
    await ownerRows(
      ctx,
      sql`delete from option_items where type = 'FLUENCY_LEVEL' and id > 1 and tenant_id = ${tenant}`,
    );
    await seedTenants(new ScopedDatabase(ctx.handle.db));
    const rows = await ownerRows<{ type: string; n: number }>(
      ctx,
      sql`select type, count(*)::int as n from option_items where tenant_id = ${tenant} group by type order by type`,
    );
    expect(Object.fromEntries(rows.map((r) => [r.type, r.n]))).toMatchObject({
      ANNOTATION_CATEGORY: 5,
      FLUENCY_LEVEL: 1,
    });
  });
});
