import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ScopedDatabase } from '../src/db/scope.ts';
import { ConflictError } from '../src/domain/domain-errors.ts';
import { deleteCompany, insertCompany } from '../src/modules/companies/companies.repository.ts';
import { insertUser } from '../src/modules/users/user.repository.ts';
import { demoEmail, demoUser, ownerRows } from './test-app.ts';
import { useTestApp } from './use-test-app.ts';

const ctx = useTestApp();
let db: ScopedDatabase;
let tenantId: string;

beforeAll(async () => {
  db = new ScopedDatabase(ctx.handle.db);
  const [row] = await ownerRows<{ id: string }>(ctx, sql`select id from tenants where slug = 'trindtech'`);
  tenantId = row!.id;
});

const person = (email: string) => ({
  tenantId,
  firstName: 'Rita',
  lastName: 'Moura',
  position: null,
  email,
  role: 'Talento' as const,
  passwordHash: 'x',
  emailVerifiedAt: null,
});

describe('repositories raise domain errors, never driver errors', () => {
  it('a taken unique key is a ConflictError of kind unique naming its constraint', async () => {
    const error = await db
      .inTenant(tenantId, (tx) => insertUser(tx, person(demoEmail('Rh', 'trindtech').toUpperCase())))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConflictError);
    expect(error).toMatchObject({ kind: 'unique' });
    expect((error as ConflictError).constraint).toMatch(/email/);
  });

  it('removing a row still referenced is a ConflictError of kind reference', async () => {
    const company = await db.inTenant(tenantId, (tx) =>
      insertCompany(tx, tenantId, {
        legalName: 'Referida Ltda',
        tradeName: 'Referida',
        cnpj: String(Date.now()).padStart(14, '0').slice(-14),
        sector: '1',
        size: '1',
        state: 'SP',
        city: 'São Paulo',
        cityCode: 3550308,
        contactEmail: 'contato@referida.test',
        phoneDialCode: '55',
        phone: '11999999999',
      }),
    );
    const someone = await demoUser(ctx, 'trindtech', 'Colaborador');
    await ownerRows(ctx, sql`update users set company_id = ${company} where id = ${someone.id}`);
    const error = await db.inTenant(tenantId, (tx) => deleteCompany(tx, company)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConflictError);
    expect(error).toMatchObject({ kind: 'reference' });
    await ownerRows(ctx, sql`update users set company_id = null where id = ${someone.id}`);
  });

  it('a violation raised by a statement outside any repository still leaves the unit of work as a domain error', async () => {
    const error = await db
      .inTenant(tenantId, (tx) =>
        tx.execute(sql`insert into users (tenant_id, first_name, last_name, email, role, password_hash)
                       values (${tenantId}, 'A', 'B', ${demoEmail('Admin', 'trindtech')}, 'Talento', 'x')`),
      )
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConflictError);
  });
});
