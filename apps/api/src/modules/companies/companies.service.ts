import type {
  Company,
  CompanyInput,
  CompanyListResponse,
  CompanyOption,
  companyListQuerySchema,
} from '@ponte/shared/companies.schema';
import type { CompanySector, CompanySize } from '@ponte/shared/company-enums';
import type { Locale } from '@ponte/shared/locales';
import type { BrazilianStateCode } from '@ponte/shared/reference/brazilian-states';
import { loadMunicipalities } from '@ponte/shared/reference/municipalities';
import type { z } from 'zod';
import type { ScopedDatabase, Tx } from '../../db/scope.ts';
import { ConflictError } from '../../domain/domain-errors.ts';
import { AppError, Errors } from '../../http/errors.ts';
import { sortedKeyset } from '../../http/keyset-cursor.ts';
import type { Tenant } from '../tenant/tenant.service.ts';
import * as repo from './companies.repository.ts';

type ListQuery = z.output<typeof companyListQuerySchema>;

const cnpjTaken = () =>
  new AppError(409, 'CONFLICT', 'companies.api.cnpjTaken', {}, { cnpj: 'companies.api.cnpjTaken' });
const hasLinkedUsers = (count: number) => new AppError(409, 'CONFLICT', 'companies.api.hasLinkedUsers', { count });

function view(row: repo.CompanyRow): Company {
  return {
    id: row.id,
    legalName: row.legalName,
    tradeName: row.tradeName,
    cnpj: row.cnpj,
    sector: row.sector as CompanySector,
    size: row.size as CompanySize,
    state: row.state,
    city: row.city,
    cityCode: row.cityCode,
    contactEmail: row.contactEmail,
    phoneDialCode: row.phoneDialCode,
    phone: row.phone,
    status: row.status === 'inactive' ? 'inactive' : 'active',
    linkedUsers: row.linkedUsers,
  };
}

/** The city must be one of the state's IBGE municipalities; its canonical name is what is stored. */
async function placeOf(input: CompanyInput): Promise<{ state: string; city: string; cityCode: number }> {
  const municipality = (await loadMunicipalities(input.state as BrazilianStateCode)).find(
    (m) => m.value === input.cityCode,
  );
  if (!municipality) throw Errors.invalidFields({ cityCode: 'companies.api.cityNotInState' });
  return { state: input.state, city: municipality.label, cityCode: municipality.value };
}

export class CompaniesService {
  constructor(private readonly db: ScopedDatabase) {}

  async create(tenant: Tenant, input: CompanyInput): Promise<Company> {
    const place = await placeOf(input);
    return this.db.inTenant(tenant.id, async (tx) => {
      if (await repo.cnpjTaken(tx, input.cnpj, null)) throw cnpjTaken();
      const id = await this.guardUnique(() => repo.insertCompany(tx, tenant.id, this.values(input, place)));
      return this.read(tx, id);
    });
  }

  list(tenant: Tenant, query: ListQuery, locale: Locale): Promise<CompanyListResponse> {
    const sorted = sortedKeyset('companies', query);
    const filters = { q: query.q || undefined, status: query.status };
    return this.db.inTenant(tenant.id, async (tx) => {
      const page = sorted.page(await repo.searchCompanies(tx, { ...filters, ...sorted.search, locale }));
      return { items: page.rows.map(view), nextCursor: page.nextCursor, total: await repo.countCompanies(tx, filters) };
    });
  }

  get(tenant: Tenant, id: number): Promise<Company> {
    return this.db.inTenant(tenant.id, (tx) => this.read(tx, id));
  }

  options(tenant: Tenant): Promise<CompanyOption[]> {
    return this.db.inTenant(tenant.id, (tx) => repo.listActiveCompanyOptions(tx));
  }

  async update(tenant: Tenant, id: number, input: CompanyInput): Promise<Company> {
    const place = await placeOf(input);
    return this.db.inTenant(tenant.id, async (tx) => {
      await this.read(tx, id);
      if (await repo.cnpjTaken(tx, input.cnpj, id)) throw cnpjTaken();
      await this.guardUnique(() => repo.updateCompany(tx, id, this.values(input, place)));
      return this.read(tx, id);
    });
  }

  setStatus(tenant: Tenant, id: number, status: 'active' | 'inactive'): Promise<Company> {
    return this.db.inTenant(tenant.id, async (tx) => {
      if (!(await repo.updateCompany(tx, id, { status }))) throw Errors.notFound();
      return this.read(tx, id);
    });
  }

  /** People keep their company link: a company someone points at is deactivated, not deleted. */
  remove(tenant: Tenant, id: number): Promise<void> {
    return this.db.inTenant(tenant.id, async (tx) => {
      await this.read(tx, id);
      const linked = await repo.countLinkedUsers(tx, id);
      if (linked > 0) throw hasLinkedUsers(linked);
      try {
        await repo.deleteCompany(tx, id);
      } catch (error) {
        // Someone was linked between the count and the delete: the foreign key refuses it.
        if (error instanceof ConflictError && error.kind === 'reference') throw hasLinkedUsers(1);
        throw error;
      }
    });
  }

  private async read(tx: Tx, id: number): Promise<Company> {
    const row = await repo.findCompany(tx, id);
    if (!row) throw Errors.notFound();
    return view(row);
  }

  private values(input: CompanyInput, place: Awaited<ReturnType<typeof placeOf>>): repo.CompanyValues {
    return {
      legalName: input.legalName,
      tradeName: input.tradeName,
      cnpj: input.cnpj,
      sector: input.sector,
      size: input.size,
      ...place,
      contactEmail: input.contactEmail,
      phoneDialCode: input.phoneDialCode,
      phone: input.phone,
    };
  }

  /** Two saves of the same CNPJ at once: the unique index decides, and the loser gets the same 409. */
  private async guardUnique<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof ConflictError && error.kind === 'unique') throw cnpjTaken();
      throw error;
    }
  }
}
