import type { NotificationList } from '@ponte/shared/notifications.schema';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const KEY = ['notifications'] as const;

/** The bell's count, refreshed every minute and whenever the window regains focus. */
export const unreadQuery = queryOptions({
  queryKey: [...KEY, 'unread'] as const,
  queryFn: ({ signal }) =>
    apiRequest<{ unread: number }>('/api/notificacoes/nao-lidas', { signal, quietFailure: true }),
  refetchInterval: 60_000,
  retry: false,
});

export const notificationsQuery = queryOptions({
  queryKey: [...KEY, 'list'] as const,
  queryFn: ({ signal }) => apiRequest<NotificationList>('/api/notificacoes?limit=20', { signal, quietFailure: true }),
  retry: false,
});

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number | 'all') =>
      apiRequest<void>(id === 'all' ? '/api/notificacoes/lidas' : `/api/notificacoes/${id}/lida`, {
        method: 'POST',
        quietFailure: true,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
