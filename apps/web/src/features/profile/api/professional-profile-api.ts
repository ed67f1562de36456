import type {
  ProfessionalProfileRequest,
  ProfessionalProfileResponse,
} from '@ponte/shared/profile-professional.schema';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function professionalProfileQueryKey(publicId: string) {
  return ['profile', publicId, 'professional'] as const;
}

export function professionalProfileQueryOptions(publicId: string) {
  return queryOptions({
    queryKey: professionalProfileQueryKey(publicId),
    queryFn: ({ signal }) =>
      apiRequest<ProfessionalProfileResponse>(`/api/perfil/${publicId}/perfil-profissional`, { signal }),
  });
}

export function saveProfessionalProfile(
  publicId: string,
  body: ProfessionalProfileRequest,
): Promise<ProfessionalProfileResponse> {
  // The form shows its own failure toast and field errors.
  return apiRequest(`/api/perfil/${publicId}/perfil-profissional`, { method: 'PUT', body, quietFailure: true });
}
