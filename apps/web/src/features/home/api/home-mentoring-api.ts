import type { MentorshipRequestList, MyMentorships } from '@ponte/shared/mentoring.schema';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

// The home's own reads of the mentoring calls (features never import each other); the keys sit under
// ['mentoring'] so any mentoring change refreshes them too.
export const homeMineQuery = queryOptions({
  queryKey: ['mentoring', 'home', 'mine'] as const,
  queryFn: ({ signal }) =>
    apiRequest<MyMentorships>('/api/solicitacoes-mentorias/minhas', { signal, quietFailure: true }),
});

export const homeInProgressQuery = queryOptions({
  queryKey: ['mentoring', 'home', 'in-progress'] as const,
  queryFn: ({ signal }) =>
    apiRequest<MentorshipRequestList>('/api/mentorias/em-andamento?limit=100', { signal, quietFailure: true }),
});

export const homeWaitingQuery = queryOptions({
  queryKey: ['mentoring', 'home', 'waiting'] as const,
  queryFn: ({ signal }) =>
    apiRequest<MentorshipRequestList>('/api/solicitacoes-mentorias?status=espera&limit=1', {
      signal,
      quietFailure: true,
    }),
});
