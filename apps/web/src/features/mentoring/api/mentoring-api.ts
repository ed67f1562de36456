import type {
  InProgressFilters,
  MentorCard,
  MentorLink,
  MentorSuggestion,
  MentorshipAsk,
  MentorshipEnd,
  MentorshipListFilters,
  MentorshipRequest,
  MentorshipRequestList,
  MyMentorships,
} from '@ponte/shared/mentoring.schema';
import type { OptionItem } from '@ponte/shared/options.schema';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { searchParamsOf } from '@/lib/list-params';

export const MENTORING_KEY = ['mentoring'] as const;

export const mentorAreasQuery = queryOptions({
  queryKey: ['options', 'MENTOR_AREA'] as const,
  queryFn: ({ signal }) => apiRequest<OptionItem[]>('/api/opcoes/MENTOR_AREA', { signal, quietFailure: true }),
  staleTime: 10 * 60_000,
  retry: false,
});

export const myMentorshipsQuery = queryOptions({
  queryKey: [...MENTORING_KEY, 'mine'] as const,
  queryFn: ({ signal }) => apiRequest<MyMentorships>('/api/solicitacoes-mentorias/minhas', { signal }),
});

/** One page of the waiting or concluded list; the previous page stays on screen while the next loads. */
export const requestListQuery = (query: MentorshipListFilters) =>
  queryOptions({
    queryKey: [...MENTORING_KEY, 'requests', query] as const,
    queryFn: ({ signal }) =>
      apiRequest<MentorshipRequestList>(`/api/solicitacoes-mentorias?${searchParamsOf(query)}`, {
        signal,
        quietFailure: true,
      }),
    placeholderData: keepPreviousData,
  });

/** One page of the mentorships in progress (Admin: everyone's, or one mentor's). */
export const inProgressQuery = (query: InProgressFilters) =>
  queryOptions({
    queryKey: [...MENTORING_KEY, 'in-progress', query] as const,
    queryFn: ({ signal }) =>
      apiRequest<MentorshipRequestList>(`/api/mentorias/em-andamento?${searchParamsOf(query)}`, {
        signal,
        quietFailure: true,
      }),
    placeholderData: keepPreviousData,
  });

export interface MentorSearch {
  search: string;
  /** Spec §7: technical → 28, otherwise 27; null ('Todos') clears it. */
  areaMentoring: number | null;
  skills: string[];
  includeUnavailable: boolean;
}

/** Spec §7: GET /api/mentores?search=&areaMentoring=&skills= (skills comma-joined), a JSON array. */
export function searchMentors(filters: MentorSearch, signal?: AbortSignal): Promise<MentorCard[]> {
  const params = new URLSearchParams({
    search: filters.search,
    areaMentoring: filters.areaMentoring === null ? '' : String(filters.areaMentoring),
    skills: filters.skills.join(','),
  });
  if (filters.includeUnavailable) params.set('includeUnavailable', 'true');
  return apiRequest<MentorCard[]>(`/api/mentores?${params}`, { signal, quietFailure: true });
}

export const suggestionsQuery = (requestId: number) =>
  queryOptions({
    queryKey: [...MENTORING_KEY, 'suggestions', requestId] as const,
    queryFn: ({ signal }) =>
      apiRequest<MentorSuggestion[]>(`/api/solicitacoes-mentorias/${requestId}/sugestoes`, {
        signal,
        quietFailure: true,
      }),
    staleTime: 0,
  });

/** Every mentoring list shows the same requests: any change refreshes them all, and the bell. */
function useRefreshMentoring() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: MENTORING_KEY });
    void queryClient.invalidateQueries({ queryKey: ['notifications'] });
  };
}

export function useAskMentoring() {
  const refresh = useRefreshMentoring();
  return useMutation({
    mutationFn: (body: MentorshipAsk) =>
      apiRequest<MentorshipRequest>('/api/solicitacoes-mentorias', { body, quietFailure: true }),
    onSuccess: refresh,
  });
}

/** Spec §7: PUT /api/solicitacoes-mentorias/ with {mentorId, solicitationId}. */
export function useLinkMentor() {
  const refresh = useRefreshMentoring();
  return useMutation({
    mutationFn: (body: MentorLink) =>
      apiRequest<MentorshipRequest>('/api/solicitacoes-mentorias/', { method: 'PUT', body, quietFailure: true }),
    onSuccess: refresh,
  });
}

export type EndAction = 'cancelar' | 'recusar' | 'concluir';

export function useEndMentorship() {
  const refresh = useRefreshMentoring();
  return useMutation({
    mutationFn: ({ id, action, body }: { id: number; action: EndAction; body: MentorshipEnd }) =>
      apiRequest<MentorshipRequest>(`/api/solicitacoes-mentorias/${id}/${action}`, { body, quietFailure: true }),
    onSuccess: refresh,
  });
}
