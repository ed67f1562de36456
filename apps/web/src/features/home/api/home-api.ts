import type { HomeSummary } from '@ponte/shared/home.schema';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * GET /api/inicio: the sections of the home the server lets this person see (ADR 0034). Fetched
 * each time the home opens, so a profile saved elsewhere shows at once.
 */
export const homeSummaryQuery = queryOptions({
  queryKey: ['home', 'summary'] as const,
  queryFn: ({ signal }) => apiRequest<HomeSummary>('/api/inicio', { signal, quietFailure: true }),
});
