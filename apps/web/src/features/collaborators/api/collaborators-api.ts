import type { Attribution, CollaboratorListResponse } from '@ponte/shared/collaborators.schema';
import type { OptionItem } from '@ponte/shared/options.schema';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface CollaboratorFilters {
  q: string;
  sectorId: number | null;
  attribution: Attribution | null;
}

export const collaboratorsQuery = (filters: CollaboratorFilters) =>
  infiniteQueryOptions({
    queryKey: ['collaborators', filters] as const,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams();
      if (filters.q) params.set('q', filters.q);
      if (filters.sectorId !== null) params.set('sectorId', String(filters.sectorId));
      if (filters.attribution) params.set('attribution', filters.attribution);
      if (pageParam) params.set('cursor', pageParam);
      return apiRequest<CollaboratorListResponse>(`/api/colaboradores?${params}`, { signal, quietFailure: true });
    },
    getNextPageParam: (last) => last.nextCursor,
  });

/** EMPLOYEE_SECTOR options for the filter. Spec §8: a failed load is only logged; the filter offers nothing. */
export const sectorOptionsQuery = queryOptions({
  queryKey: ['options', 'EMPLOYEE_SECTOR'] as const,
  queryFn: ({ signal }) => apiRequest<OptionItem[]>('/api/opcoes/EMPLOYEE_SECTOR', { signal, quietFailure: true }),
  staleTime: 10 * 60_000,
  retry: false,
});
