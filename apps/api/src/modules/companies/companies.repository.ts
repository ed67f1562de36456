import type { CompanySort, CompanyStatus } from '@ponte/shared/companies.schema';
import { COMPANY_SECTORS } from '@ponte/shared/company-enums';
import type { SortOrder } from '@ponte/shared/list-query';
import type { Locale } from '@ponte/shared/locales';
import { and, asc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { guardWrite } from '../../db/driver-errors.ts';
import { KEY_THEN, keyset, labelOf } from '../../db/keyset.ts';
import { foldedContains } from '../../db/like.ts';
import { companies, users } from '../../db/schema.ts';

export interface CompanyValues {
  legalName: string;
  tradeName: string;
  cnpj: string;
  sector: string;
  size: string;
  state: string;
  city: string;
  cityCode: number;
  contactEmail: string;
  phoneDialCode: string;
  phone: string;
}

// Spelled out: inside a select drizzle leaves columns unqualified, and "id" would bind to users.
const linkedUsers = sql<number>`(select count(*)::int from users u where u.tenant_id = "companies"."tenant_id" and u.company_id = "companies"."id")`;

const columns = {
  id: companies.id,
  legalName: companies.legalName,
  tradeName: companies.tradeName,
  cnpj: companies.cnpj,
  sector: companies.sector,
  size: companies.size,
  state: companies.state,
  city: companies.city,
  cityCode: companies.cityCode,
  contactEmail: companies.contactEmail,
  phoneDialCode: companies.phoneDialCode,
  phone: companies.phone,
  status: companies.status,
  linkedUsers,
};

export interface CompanyRow extends CompanyValues {
  id: number;
  status: string;
  linkedUsers: number;
}

export interface CompanySearch {
  q?: string;
  status: CompanyStatus | 'all';
  sort: CompanySort;
  order: SortOrder;
  /** Keyset position: the previous page's last (sort key, id). */
  after: { key: string; id: number } | null;
  limit: number;
  /** The reader's language: the sector sorts by its label in it. */
  locale: Locale;
}

/**
 * The sort keys, in reading order (und-x-icu: drizzle/0014 gives the names that collation; city and
 * status take it here). A status or city ties on the trade name before the id, as a person expects.
 */
const SORT_KEYS: Record<Exclude<CompanySort, 'sector'>, SQL<string>> = {
  tradeName: sql<string>`${companies.tradeName}`,
  cnpj: sql<string>`${companies.cnpj}`,
  city: sql<string>`(${companies.city} || '/' || ${companies.state} || ${KEY_THEN} || ${companies.tradeName}) collate "und-x-icu"`,
  status: sql<string>`(${companies.status} || ${KEY_THEN} || ${companies.tradeName}) collate "und-x-icu"`,
};

/** The sector by the label the reader sees (a code sorts in no language's order), tied on the trade name. */
function sectorKey(locale: Locale): SQL<string> {
  return sql<string>`(coalesce(${labelOf(companies.sector, COMPANY_SECTORS, locale)}, ${companies.sector}) || ${KEY_THEN} || ${companies.tradeName}) collate "und-x-icu"`;
}

const sortKey = (sort: CompanySort, locale: Locale) => (sort === 'sector' ? sectorKey(locale) : SORT_KEYS[sort]);

export async function findCompany(tx: Tx, id: number): Promise<CompanyRow | null> {
  const [row] = await tx.select(columns).from(companies).where(eq(companies.id, id));
  return (row as CompanyRow | undefined) ?? null;
}

function searchFilters(search: Pick<CompanySearch, 'q' | 'status'>): (SQL | undefined)[] {
  const where: (SQL | undefined)[] = [];
  if (search.status !== 'all') where.push(eq(companies.status, search.status));
  if (search.q) {
    const digits = search.q.replace(/\D/g, '');
    where.push(
      or(
        foldedContains(companies.legalName, search.q),
        foldedContains(companies.tradeName, search.q),
        // Only when the text is a CNPJ fragment (digits and its mask's punctuation), not any name with a digit.
        digits.length >= 2 && /^[\d./\s-]+$/.test(search.q) ? sql`${companies.cnpj} like ${`%${digits}%`}` : undefined,
      ),
    );
  }
  return where;
}

/** How many companies the search matches, on every page. */
export async function countCompanies(tx: Tx, search: Pick<CompanySearch, 'q' | 'status'>): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(companies)
    .where(and(...searchFilters(search)));
  return row?.n ?? 0;
}

/** One page by keyset, each row with its sort key (the next cursor is the last one's). */
export async function searchCompanies(tx: Tx, search: CompanySearch): Promise<(CompanyRow & { sortKey: string })[]> {
  const key = sortKey(search.sort, search.locale);
  const page = keyset(key, companies.id, search.order, search.after);
  const rows = await tx
    .select({ ...columns, sortKey: key })
    .from(companies)
    .where(and(...searchFilters(search), page.where))
    .orderBy(...page.orderBy)
    .limit(search.limit);
  return rows as (CompanyRow & { sortKey: string })[];
}

export async function cnpjTaken(tx: Tx, cnpj: string, exceptId: number | null): Promise<boolean> {
  const rows = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.cnpj, cnpj), exceptId === null ? undefined : sql`${companies.id} <> ${exceptId}`))
    .limit(1);
  return rows.length > 0;
}

export async function insertCompany(tx: Tx, tenantId: string, values: CompanyValues): Promise<number> {
  const [row] = await guardWrite(
    tx
      .insert(companies)
      .values({ tenantId, ...values })
      .returning({ id: companies.id }),
  );
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function updateCompany(tx: Tx, id: number, values: Partial<CompanyValues> & { status?: CompanyStatus }) {
  const rows = await guardWrite(
    tx
      .update(companies)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(companies.id, id))
      .returning({ id: companies.id }),
  );
  return rows.length > 0;
}

export async function countLinkedUsers(tx: Tx, id: number): Promise<number> {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(users).where(eq(users.companyId, id));
  return row?.n ?? 0;
}

export async function deleteCompany(tx: Tx, id: number): Promise<boolean> {
  const rows = await guardWrite(tx.delete(companies).where(eq(companies.id, id)).returning({ id: companies.id }));
  return rows.length > 0;
}

export async function listActiveCompanyOptions(tx: Tx): Promise<{ id: number; name: string }[]> {
  return tx
    .select({ id: companies.id, name: companies.tradeName })
    .from(companies)
    .where(eq(companies.status, 'active'))
    .orderBy(asc(companies.tradeName), asc(companies.id));
}
