/**
 * Demo companies and collaborators (issue 4 "Demo data"): partner companies with valid CNPJs in real
 * cities, and a staff crowd of every non-talent role with positions and sectors, some of them mentors
 * (FM/RM/M badges on the collaborators screen). Deterministic: a fixed faker seed per tenant.
 */

import { type Faker, fakerPT_BR } from '@faker-js/faker';
import { COMPANY_SECTORS, COMPANY_SIZES } from '@ponte/shared/company-enums';
import { withCnpjCheckDigits } from '@ponte/shared/documents';
import type { BrazilianStateCode } from '@ponte/shared/reference/brazilian-states';
import { loadMunicipalities } from '@ponte/shared/reference/municipalities';
import type { Role } from '@ponte/shared/roles';
import { TENANTS, type TenantSlug } from '@ponte/shared/tenants';
import type { Tx } from '../../db/scope.ts';
import type { CompanyValues } from '../companies/companies.repository.ts';
import { insertDemoCollaborators, insertDemoCompanies, linkDemoPeople } from './demo-companies.repository.ts';
import { slug } from './demo-slug.ts';

export const DEMO_COMPANIES_PER_TENANT = 8;
export const DEMO_COLLABORATORS_PER_TENANT = 25;

/** EMPLOYEE_SECTOR option ids (default-options.ts). */
export const DEMO_SECTOR_IDS = [10, 11, 12, 13, 14, 15, 16, 17, 18, 19] as const;

/** How the staff crowd splits by role: mentors of each kind so every badge shows. */
const ROLE_MIX: readonly { value: Exclude<Role, 'Talento' | 'Admin'>; weight: number }[] = [
  { value: 'Colaborador', weight: 6 },
  { value: 'Funcionario', weight: 6 },
  { value: 'FuncionarioMentor', weight: 4 },
  { value: 'Mentor', weight: 4 },
  { value: 'RhMentor', weight: 2 },
  { value: 'Rh', weight: 3 },
];

/** Each position with the EMPLOYEE_SECTOR it belongs to, so a card never shows a developer in Legal. */
const POSITIONS: Record<(typeof ROLE_MIX)[number]['value'], readonly (readonly [string, number])[]> = {
  Colaborador: [
    ['Desenvolvedor(a) front-end', 10],
    ['Analista de dados', 10],
    ['Designer de produto', 19],
    ['Analista de suporte', 18],
  ],
  Funcionario: [
    ['Assistente administrativo(a)', 17],
    ['Analista financeiro(a)', 12],
    ['Analista de marketing', 14],
    ['Coordenador(a) de operações', 15],
  ],
  FuncionarioMentor: [
    ['Engenheiro(a) de software sênior', 10],
    ['Tech lead', 10],
    ['Gerente de projetos', 15],
    ['Arquiteto(a) de soluções', 10],
  ],
  Mentor: [
    ['Mentor(a) de carreira', 11],
    ['Consultor(a) de carreira', 11],
    ['Mentor(a) técnico(a)', 10],
    ['Coach profissional', 11],
  ],
  RhMentor: [
    ['Business partner de RH', 11],
    ['Especialista em desenvolvimento humano', 11],
  ],
  Rh: [
    ['Analista de RH', 11],
    ['Recrutador(a)', 11],
    ['Coordenador(a) de pessoas e cultura', 11],
  ],
};

const COMPANY_SUFFIXES = ['Ltda.', 'S.A.', 'Eireli', 'Tecnologia Ltda.', 'Serviços Ltda.'] as const;

export interface DemoCollaborator {
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  position: string;
  sectorId: number;
  /** Index into the tenant's demo companies, or null for no link. */
  companyIndex: number | null;
}

function seedOf(tenant: TenantSlug, salt: number): number {
  let hash = salt;
  for (const ch of tenant) hash = (hash * 31 + ch.charCodeAt(0)) % 1_000_003;
  return hash;
}

/** A valid CNPJ: eight random digits, branch 0001, then the two mod-11 check digits. */
export function demoCnpj(f: Faker): string {
  return withCnpjCheckDigits(`${f.string.numeric({ length: 8, allowLeadingZeros: false })}0001`);
}

function positionOf([position, sectorId]: readonly [string, number]): { position: string; sectorId: number } {
  return { position, sectorId };
}

export async function generateDemoCompanies(tenant: TenantSlug, count: number): Promise<CompanyValues[]> {
  const f = fakerPT_BR;
  f.seed(seedOf(tenant, 7919));
  const companies: CompanyValues[] = [];
  const cnpjs = new Set<string>();
  for (let n = 0; n < count; n += 1) {
    // faker's names carry a legal suffix ("Silva LTDA", "Souza e Associados"): the trade name goes without.
    const tradeName = f.company
      .name()
      .replace(/\s+(S\.A\.|LTDA|EIRELI|e Associados)$/i, '')
      .trim();
    const uf: BrazilianStateCode = f.helpers.arrayElement([
      'SP',
      'RJ',
      'MG',
      'RS',
      'PR',
      'SC',
      'BA',
      'PE',
      'CE',
      'DF',
    ] as const);
    const city = f.helpers.arrayElement(await loadMunicipalities(uf));
    let cnpj = demoCnpj(f);
    while (cnpjs.has(cnpj)) cnpj = demoCnpj(f);
    cnpjs.add(cnpj);
    companies.push({
      legalName: `${tradeName} ${f.helpers.arrayElement(COMPANY_SUFFIXES)}`,
      tradeName,
      cnpj,
      sector: f.helpers.arrayElement(COMPANY_SECTORS).value,
      size: f.helpers.arrayElement(COMPANY_SIZES).value,
      state: uf,
      city: city.label,
      cityCode: city.value,
      contactEmail: `contato${n + 1}@${slug(tradeName) || 'empresa'}.com.br`,
      phoneDialCode: '55',
      phone: `${f.number.int({ min: 11, max: 99 })}9${f.string.numeric(8)}`,
    });
  }
  return companies;
}

export function generateDemoCollaborators(tenant: TenantSlug, count: number, companyCount: number): DemoCollaborator[] {
  const f = fakerPT_BR;
  f.seed(seedOf(tenant, 104_729));
  const people: DemoCollaborator[] = [];
  for (let n = 1; n <= count; n += 1) {
    // The first three are one of each mentor kind, so every badge exists whatever the mix draws.
    const role =
      n <= 3
        ? ((['FuncionarioMentor', 'RhMentor', 'Mentor'] as const)[n - 1] as Role)
        : f.helpers.weightedArrayElement(ROLE_MIX);
    const sex = f.helpers.arrayElement(['female', 'male'] as const);
    const firstName = f.person.firstName(sex);
    const lastName = f.person.lastName();
    people.push({
      firstName,
      lastName,
      email: `${slug(firstName)}.${slug(lastName)}.equipe${n}@${tenant}.demo`,
      role,
      ...positionOf(f.helpers.arrayElement(POSITIONS[role as keyof typeof POSITIONS])),
      companyIndex:
        companyCount > 0 && f.datatype.boolean(0.8) ? f.number.int({ min: 0, max: companyCount - 1 }) : null,
    });
  }
  return people;
}

/**
 * One call from seedDemoUsers, after the demo people and the talent crowd exist: companies (where the
 * tenant has them), the staff crowd, and company links and sectors for the demo people. Returns the
 * number of users created.
 */
export async function seedDemoCompaniesAndCollaborators(
  tx: Tx,
  tenantId: string,
  tenant: TenantSlug,
  passwordHash: string,
): Promise<number> {
  const companies = TENANTS[tenant].features.companies
    ? await generateDemoCompanies(tenant, DEMO_COMPANIES_PER_TENANT)
    : [];
  const companyIds = await insertDemoCompanies(tx, tenantId, companies);
  const people = generateDemoCollaborators(tenant, DEMO_COLLABORATORS_PER_TENANT, companyIds.length);
  const created = await insertDemoCollaborators(tx, tenantId, passwordHash, people, companyIds);
  await linkDemoPeople(tx, companyIds, DEMO_SECTOR_IDS);
  return created;
}
