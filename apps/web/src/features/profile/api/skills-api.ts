import type { Skills } from '@ponte/shared/profile-skills.schema';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function skillsQueryKey(publicId: string) {
  return ['profile', publicId, 'skills'] as const;
}

export function skillsQueryOptions(publicId: string) {
  return queryOptions({
    queryKey: skillsQueryKey(publicId),
    queryFn: ({ signal }) => apiRequest<Skills>(`/api/perfil/${publicId}/competencias`, { signal }),
  });
}

export function saveSkills(publicId: string, body: Skills): Promise<Skills> {
  return apiRequest(`/api/perfil/${publicId}/competencias`, { method: 'PUT', body, quietFailure: true });
}
