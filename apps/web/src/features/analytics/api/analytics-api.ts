import type {
  AnalyticsKey,
  AnalyticsPeople,
  AnalyticsSummary,
  AnalyticsTable,
  DigestRequest,
  DigestSettings,
} from '@ponte/shared/analytics.schema';
import type { Classe, CourseList, Trail } from '@ponte/shared/courses.schema';
import type { OptionItem } from '@ponte/shared/options.schema';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * Issue 16 §1's calls (ADR 0045) and the lists the filters offer. `query` is the API's query string
 * (analytics-address.ts#apiParams), the same for a chart, its CSV and the headline figures.
 */
const KEY = ['analytics'] as const;

export const summaryQuery = (query: string) =>
  queryOptions({
    queryKey: [...KEY, 'resumo', query] as const,
    queryFn: ({ signal }) =>
      apiRequest<AnalyticsSummary>(`/api/analise/resumo?${query}`, { signal, quietFailure: true }),
    placeholderData: keepPreviousData,
  });

export const tableQuery = (key: AnalyticsKey, query: string) =>
  queryOptions({
    queryKey: [...KEY, key, query] as const,
    queryFn: ({ signal }) => apiRequest<AnalyticsTable>(`/api/analise/${key}?${query}`, { signal, quietFailure: true }),
    placeholderData: keepPreviousData,
  });

/** The people behind one row of a chart, with the chart's own filters. */
export const peopleQuery = (key: AnalyticsKey, query: string, row: number) =>
  queryOptions({
    queryKey: [...KEY, key, query, 'people', row] as const,
    queryFn: ({ signal }) =>
      apiRequest<AnalyticsPeople>(`/api/analise/${key}/pessoas?${query}&row=${row}`, { signal, quietFailure: true }),
  });

/** The chart's rows as the API writes them in CSV (a header row, then the same rows). */
export function csvHref(key: AnalyticsKey, query: string): string {
  const params = new URLSearchParams(query);
  params.set('format', 'csv');
  return `/api/analise/${key}?${params}`;
}

/** The courses to filter by: the largest page of the caller's catalogue (Admin sees every status). */
export const courseOptionsQuery = queryOptions({
  queryKey: [...KEY, 'courses'] as const,
  queryFn: ({ signal }) => apiRequest<CourseList>('/api/cursos?limit=96', { signal, quietFailure: true }),
  staleTime: 5 * 60_000,
});

/** The classes of the chosen course. */
export const classOptionsQuery = (courseId: number | undefined) =>
  queryOptions({
    queryKey: [...KEY, 'classes', courseId] as const,
    queryFn: ({ signal }) => apiRequest<Classe[]>(`/api/cursos/${courseId}/turmas`, { signal, quietFailure: true }),
    enabled: courseId !== undefined,
    staleTime: 5 * 60_000,
  });

export const trailOptionsQuery = queryOptions({
  queryKey: [...KEY, 'trails'] as const,
  queryFn: ({ signal }) => apiRequest<Trail[]>('/api/trilhas', { signal, quietFailure: true }),
  staleTime: 5 * 60_000,
});

/** MENTOR_AREA option items, as the mentoring and course screens load them. */
export const mentorAreaOptionsQuery = queryOptions({
  queryKey: ['options', 'MENTOR_AREA'] as const,
  queryFn: ({ signal }) => apiRequest<OptionItem[]>('/api/opcoes/MENTOR_AREA', { signal, quietFailure: true }),
  staleTime: 5 * 60_000,
});

export const digestQuery = queryOptions({
  queryKey: [...KEY, 'digest'] as const,
  queryFn: ({ signal }) => apiRequest<DigestSettings>('/api/analise/resumo-semanal', { signal, quietFailure: true }),
});

export function saveDigest(body: DigestRequest): Promise<DigestSettings> {
  return apiRequest<DigestSettings>('/api/analise/resumo-semanal', { method: 'PUT', body });
}
