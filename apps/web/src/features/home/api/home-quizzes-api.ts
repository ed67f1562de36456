import type { GradingQueue, MyQuizList } from '@ponte/shared/quizzes.schema';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

// The home's own reads of the quiz calls (features never import each other); the keys sit under
// ['quizzes'] so that taking or grading a quiz refreshes them too.
export const homeMyQuizzesQuery = queryOptions({
  queryKey: ['quizzes', 'mine', null] as const,
  queryFn: ({ signal }) => apiRequest<MyQuizList>('/api/meus-quizzes', { signal, quietFailure: true }),
});

export const homeGradingQuery = queryOptions({
  queryKey: ['quizzes', 'grading'] as const,
  queryFn: ({ signal }) => apiRequest<GradingQueue>('/api/correcoes', { signal, quietFailure: true }),
});
