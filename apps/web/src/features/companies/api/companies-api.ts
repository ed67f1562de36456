import type { Company, CompanyListResponse, CompanyRequest, CompanyStatus } from '@ponte/shared/companies.schema';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const COMPANIES_KEY = ['companies'] as const;

/** Field errors (400) go on the form and a duplicate CNPJ (409) on the CNPJ field; the rest gets a toast. */
const FORM_ANSWERS = [400, 409] as const;

export type StatusFilter = CompanyStatus | 'all';

export const companiesQuery = (q: string, status: StatusFilter) =>
  infiniteQueryOptions({
    queryKey: [...COMPANIES_KEY, 'list', { q, status }] as const,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ status });
      if (q) params.set('q', q);
      if (pageParam) params.set('cursor', pageParam);
      return apiRequest<CompanyListResponse>(`/api/empresas?${params}`, { signal, quietFailure: true });
    },
    getNextPageParam: (last) => last.nextCursor,
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
