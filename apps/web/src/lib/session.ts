import type { SessionResponse } from '@ponte/shared/auth.schema';
import type { Capability } from '@ponte/shared/permissions';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { apiRequest, isApiError } from './api-client.ts';
import { applyLocale, i18n } from './i18n.ts';
import { notify } from './notify.ts';

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

export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await apiRequest<void>('/api/auth/logout', { method: 'POST', expect: [401] });
    } catch {
      // Leaving must always work: even if the call failed, forget the session on this side.
    }
    queryClient.clear();
    // Known signed-out state, so the login screen does not probe the API again.
    queryClient.setQueryData(SESSION_QUERY_KEY, null);
    await navigate('/acesso/login', { replace: true });
    notify(i18n.t('auth.loggedOut'));
  }, [queryClient, navigate]);
}
