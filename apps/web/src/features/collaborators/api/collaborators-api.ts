import type { CollaboratorListFilters, CollaboratorListResponse } from '@ponte/shared/collaborators.schema';
import type { OptionItem } from '@ponte/shared/options.schema';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { searchParamsOf } from '@/lib/list-params';

/** One page of the list; the previous page stays on screen while the next one loads. */
export const collaboratorsQuery = (query: CollaboratorListFilters) =>
  queryOptions({
    queryKey: ['collaborators', query] as const,
    queryFn: ({ signal }) =>
      apiRequest<CollaboratorListResponse>(`/api/colaboradores?${searchParamsOf(query)}`, {
        signal,
        quietFailure: true,
      }),
    placeholderData: keepPreviousData,
  });

/** EMPLOYEE_SECTOR options for the filter. Spec §8: a failed load is only logged; the filter offers nothing. */
export const sectorOptionsQuery = queryOptions({
  queryKey: ['options', 'EMPLOYEE_SECTOR'] as const,
  queryFn: ({ signal }) => apiRequest<OptionItem[]>('/api/opcoes/EMPLOYEE_SECTOR', { signal, quietFailure: true }),
  staleTime: 10 * 60_000,
  retry: false,
});
