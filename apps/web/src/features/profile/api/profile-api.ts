import type { ProfileSummary } from '@ponte/shared/profile.schema';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Every query about one profile starts with this, so a change can refresh them all at once. */
export const profileKey = (publicId: string) => ['profile', publicId] as const;

export const profileSummaryQuery = (publicId: string) =>
  queryOptions({
    queryKey: [...profileKey(publicId), 'summary'] as const,
    // 404 is a state of the screen (no such profile), not an unexpected failure.
    queryFn: ({ signal }) => apiRequest<ProfileSummary>(`/api/perfil/${publicId}`, { signal, expect: [404] }),
    retry: false,
  });

/** The same path with ?view=readonly kept, so a reader stays in the read-only view while moving between tabs. */
export function profileTabHref(publicId: string, segment: string, readOnlyQuery: boolean): string {
  return `/plataforma/perfil/${publicId}/${segment}${readOnlyQuery ? '?view=readonly' : ''}`;
}
