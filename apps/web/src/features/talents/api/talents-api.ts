import type { TalentFilterOptions, TalentListResponse } from '@ponte/shared/talents.schema';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** One page of the list; `search` is the canonical query string (talent-url.ts), so it is also the cache key. */
export const talentListQuery = (search: string) =>
  queryOptions({
    queryKey: ['talents', 'list', search] as const,
    queryFn: ({ signal }) => apiRequest<TalentListResponse>(`/api/talentos${search ? `?${search}` : ''}`, { signal }),
    // The table stays on screen while the next search loads, instead of flashing a loader.
    placeholderData: keepPreviousData,
  });

export const talentFilterOptionsQuery = queryOptions({
  queryKey: ['talents', 'filter-options'] as const,
  queryFn: async ({ signal }) => {
    try {
      return await apiRequest<TalentFilterOptions>('/api/talentos/filtros', { signal, quietFailure: true });
    } catch (error) {
      // Spec §8: a failure to fetch the filter options is only logged; the panel works with what it has.
      if (!(error instanceof DOMException && error.name === 'AbortError')) {
        console.error('Talent filter options could not be loaded', error);
      }
      throw error;
    }
  },
  staleTime: 5 * 60_000,
  retry: false,
});
