import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { companies, users } from '../../db/schema.ts';
import type { CompanyValues } from '../companies/companies.repository.ts';
import type { DemoCollaborator } from './demo-companies.ts';

export async function insertDemoCompanies(tx: Tx, tenantId: string, rows: readonly CompanyValues[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await tx
    .insert(companies)
    .values(rows.map((row) => ({ tenantId, ...row })))
    .returning({ id: companies.id });
  return inserted.map((r) => r.id);
}

export async function insertDemoCollaborators(
  tx: Tx,
  tenantId: string,
  passwordHash: string,
  people: readonly DemoCollaborator[],
  companyIds: readonly number[],
): Promise<number> {
  if (people.length === 0) return 0;
  const verifiedAt = new Date();
  await tx.insert(users).values(
    people.map((p) => ({
      tenantId,
      firstName: p.firstName,
      lastName: p.lastName,
      position: p.position,
      email: p.email,
      role: p.role,
      passwordHash,
      emailVerifiedAt: verifiedAt,
      sectorId: p.sectorId,
      companyId: p.companyIndex === null ? null : (companyIds[p.companyIndex] ?? null),
      // COMPANY_RELATIONSHIP 20 is an employee (CLT); a guest mentor is 26.
      companyRelationshipIds: p.role === 'Mentor' ? [26] : p.companyIndex === null ? [] : [20],
    })),
  );
  return people.length;
}

/**
 * The per-role demo people and the talent crowd get a place too: staff without a sector get one and
 * a company; about a third of the talents work at one of the companies. Spread by id, so it is stable.
 */
export async function linkDemoPeople(tx: Tx, companyIds: readonly number[], sectorIds: readonly number[]) {
  const sectors = sql.raw(`array[${sectorIds.map(Number).join(',')}]::int[]`);
  await tx
    .update(users)
    // The demo people of demo-seed.ts by their positions: HR, developer, administrative, engineering, career mentor.
    .set({
      sectorId: sql`case ${users.role} when 'Rh' then 11 when 'RhMentor' then 11 when 'Mentor' then 11
        when 'Colaborador' then 10 when 'FuncionarioMentor' then 10 when 'Funcionario' then 17
        else (${sectors})[1 + ${users.id} % ${sectorIds.length}] end`,
    })
    .where(and(ne(users.role, 'Talento'), ne(users.role, 'Admin'), isNull(users.sectorId)));
  if (companyIds.length === 0) return;
  const ids = sql.raw(`array[${companyIds.map(Number).join(',')}]::int[]`);
  const company = sql`(${ids})[1 + ${users.id} % ${companyIds.length}]`;
  await tx
    .update(users)
    .set({ companyId: company })
    .where(and(ne(users.role, 'Talento'), ne(users.role, 'Admin'), isNull(users.companyId)));
  await tx
    .update(users)
    .set({ companyId: company })
    .where(and(eq(users.role, 'Talento'), isNull(users.companyId), sql`${users.id} % 3 = 0`));
}
