import type { SessionResponse } from '@ponte/shared/auth.schema';
import type { Capability } from '@ponte/shared/permissions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiRequest, isApiError } from './api-client.ts';
import { applyLocale } from './i18n.ts';

export const SESSION_QUERY_KEY = ['session'] as const;

/** The person's saved language wins over this device's, so the choice follows them everywhere. */
export function adoptSession(session: SessionResponse): SessionResponse {
  void applyLocale(session.language);
  return session;
}

export const sessionQueryOptions = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: async ({ signal }): Promise<SessionResponse | null> => {
    try {
      return adoptSession(await apiRequest<SessionResponse>('/api/auth/sessao', { signal, expect: [401] }));
    } catch (error) {
      if (isApiError(error) && error.status === 401) return null;
      throw error;
    }
  },
  staleTime: 60_000,
  retry: false,
});

/** Signed-in person, null when signed out, undefined while the first probe runs. */
export function useSession() {
  return useQuery(sessionQueryOptions);
}

/** For screens under the session guard, where a session is certain. */
export function useCurrentSession(): SessionResponse {
  const { data } = useSession();
  if (!data) throw new Error('useCurrentSession outside the session guard');
  return data;
}

export function useCan(): (capability: Capability) => boolean {
  const session = useCurrentSession();
  return useCallback((capability) => session.permissions.capabilities.includes(capability), [session]);
}
