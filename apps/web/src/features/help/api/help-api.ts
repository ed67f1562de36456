import type {
  HelpArticle,
  HelpArticleList,
  HelpContactRequest,
  HelpSettings,
  HelpStats,
  HelpTenantArticle,
  HelpTenantArticleRequest,
  HelpVoteRequest,
} from '@ponte/shared/help.schema';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The help centre's calls (issue 14 §2; packages/shared/src/help.schema.ts lists them). */
export const HELP_KEY = ['help'] as const;

export const articlesQuery = (q: string) =>
  queryOptions({
    queryKey: [...HELP_KEY, 'articles', q] as const,
    queryFn: ({ signal }) =>
      apiRequest<HelpArticleList>(`/api/ajuda/artigos${q ? `?q=${encodeURIComponent(q)}` : ''}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const articleQuery = (slug: string) =>
  queryOptions({
    queryKey: [...HELP_KEY, 'article', slug] as const,
    queryFn: ({ signal }) =>
      apiRequest<HelpArticle>(`/api/ajuda/artigos/${encodeURIComponent(slug)}`, {
        signal,
        expect: [404],
        quietFailure: true,
      }),
    retry: false,
  });

export const contextQuery = (route: string) =>
  queryOptions({
    queryKey: [...HELP_KEY, 'context', route] as const,
    queryFn: ({ signal }) =>
      apiRequest<HelpArticleList>(`/api/ajuda/contexto?rota=${encodeURIComponent(route)}`, { signal }),
  });

export function saveVote(slug: string, body: HelpVoteRequest) {
  return apiRequest<{ helpful: boolean; comment: string | null }>(
    `/api/ajuda/artigos/${encodeURIComponent(slug)}/voto`,
    { method: 'PUT', body },
  );
}

export function sendContact(body: HelpContactRequest) {
  return apiRequest<void>('/api/ajuda/contato', { method: 'POST', body, expect: [400], quietFailure: true });
}

export const statsQuery = queryOptions({
  queryKey: [...HELP_KEY, 'stats'] as const,
  queryFn: ({ signal }) => apiRequest<HelpStats>('/api/ajuda/estatisticas', { signal }),
});

export const settingsQuery = queryOptions({
  queryKey: [...HELP_KEY, 'settings'] as const,
  queryFn: ({ signal }) => apiRequest<HelpSettings>('/api/ajuda/configuracao', { signal }),
});

export function saveSettings(body: HelpSettings) {
  return apiRequest<HelpSettings>('/api/ajuda/configuracao', {
    method: 'PUT',
    body,
    expect: [400],
    quietFailure: true,
  });
}

export const tenantArticlesQuery = queryOptions({
  queryKey: [...HELP_KEY, 'tenant-articles'] as const,
  queryFn: ({ signal }) => apiRequest<{ items: HelpTenantArticle[] }>('/api/ajuda/artigos-da-instituicao', { signal }),
});

export function saveTenantArticle(existingSlug: string | null, body: HelpTenantArticleRequest) {
  return apiRequest<HelpTenantArticle>(
    existingSlug
      ? `/api/ajuda/artigos-da-instituicao/${encodeURIComponent(existingSlug)}`
      : '/api/ajuda/artigos-da-instituicao',
    { method: existingSlug ? 'PUT' : 'POST', body, expect: [400, 409], quietFailure: true },
  );
}

export function deleteTenantArticle(slug: string) {
  return apiRequest<void>(`/api/ajuda/artigos-da-instituicao/${encodeURIComponent(slug)}`, { method: 'DELETE' });
}
