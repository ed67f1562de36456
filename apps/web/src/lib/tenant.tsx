import type { TenantResponse } from '@ponte/shared/tenant.schema';
import { queryOptions } from '@tanstack/react-query';
import { createContext, type ReactNode, use } from 'react';
import { apiRequest } from './api-client.ts';

export const tenantQueryOptions = queryOptions({
  queryKey: ['tenant'],
  queryFn: ({ signal }) => apiRequest<TenantResponse>('/api/tenant', { signal, quietFailure: true }),
  // The tenant of a host never changes while the page is open.
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
  retry: 2,
});

const TenantContext = createContext<TenantResponse | null>(null);

export function TenantProvider({ tenant, children }: { tenant: TenantResponse; children: ReactNode }) {
  return <TenantContext value={tenant}>{children}</TenantContext>;
}

/** The tenant of this host. The app renders nothing until it is known, so it is always there. */
export function useTenant(): TenantResponse {
  const tenant = use(TenantContext);
  if (!tenant) throw new Error('useTenant outside TenantProvider');
  return tenant;
}
