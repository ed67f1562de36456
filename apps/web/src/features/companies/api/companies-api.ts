import type { Company, CompanyListFilters, CompanyListResponse, CompanyRequest } from '@ponte/shared/companies.schema';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { searchParamsOf } from '@/lib/list-params';

export const COMPANIES_KEY = ['companies'] as const;

/** Field errors (400) go on the form and a duplicate CNPJ (409) on the CNPJ field; the rest gets a toast. */
const FORM_ANSWERS = [400, 409] as const;

/** One page of the list; the previous page stays on screen while the next one loads. */
export const companiesQuery = (query: CompanyListFilters) =>
  queryOptions({
    queryKey: [...COMPANIES_KEY, 'list', query] as const,
    queryFn: ({ signal }) =>
      apiRequest<CompanyListResponse>(`/api/empresas?${searchParamsOf(query)}`, { signal, quietFailure: true }),
    placeholderData: keepPreviousData,
  });

export function createCompany(body: CompanyRequest): Promise<Company> {
  return apiRequest<Company>('/api/empresas', { method: 'POST', body, expect: FORM_ANSWERS });
}

export function updateCompany(id: number, body: CompanyRequest): Promise<Company> {
  return apiRequest<Company>(`/api/empresas/${id}`, { method: 'PUT', body, expect: FORM_ANSWERS });
}

export function setCompanyActive(id: number, active: boolean): Promise<Company> {
  return apiRequest<Company>(`/api/empresas/${id}/${active ? 'reativar' : 'desativar'}`, { method: 'POST' });
}

export function deleteCompany(id: number): Promise<void> {
  return apiRequest<void>(`/api/empresas/${id}`, { method: 'DELETE', expect: [409] });
}
