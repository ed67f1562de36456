import type {
  MentorCard,
  MentorLink,
  MentorSuggestion,
  MentorshipAsk,
  MentorshipEnd,
  MentorshipRequest,
  MentorshipRequestList,
  MyMentorships,
} from '@ponte/shared/mentoring.schema';
import type { OptionItem } from '@ponte/shared/options.schema';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

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

export interface RequestFilters {
  status: 'espera' | 'concluidas';
  area: number | null;
  search: string;
}

export const requestListQuery = (filters: RequestFilters) =>
  infiniteQueryOptions({
    queryKey: [...MENTORING_KEY, 'requests', filters] as const,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ status: filters.status });
      if (filters.area !== null) params.set('area', String(filters.area));
      if (filters.search) params.set('search', filters.search);
      if (pageParam) params.set('cursor', pageParam);
      return apiRequest<MentorshipRequestList>(`/api/solicitacoes-mentorias?${params}`, { signal, quietFailure: true });
    },
    getNextPageParam: (last) => last.nextCursor,
  });

export const inProgressQuery = (mentor: string | null) =>
  infiniteQueryOptions({
    queryKey: [...MENTORING_KEY, 'in-progress', mentor] as const,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams();
      if (mentor) params.set('mentor', mentor);
      if (pageParam) params.set('cursor', pageParam);
      return apiRequest<MentorshipRequestList>(`/api/mentorias/em-andamento?${params}`, { signal, quietFailure: true });
    },
    getNextPageParam: (last) => last.nextCursor,
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
