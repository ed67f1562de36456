import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { apiRequest } from './api-client.ts';
import { i18n } from './i18n.ts';
import { notify } from './notify.ts';
import { SESSION_QUERY_KEY } from './session.ts';

// Apart from lib/session.ts, which the sign-in page reads without the router (app/sign-in-app.tsx).
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
