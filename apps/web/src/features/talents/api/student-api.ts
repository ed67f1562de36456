import type {
  BasicDataRequest,
  LocationRequest,
  PersonalInformationResponse,
} from '@ponte/shared/profile-personal.schema';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * The student edit screen reads and writes the student's profile through the profile API (the same
 * contracts as the profile tabs); its cache key starts like the profile's, so both stay in step.
 */
export const studentKey = (publicId: string) => ['profile', publicId] as const;

export const studentPersonalQuery = (publicId: string) =>
  queryOptions({
    queryKey: [...studentKey(publicId), 'personal'] as const,
    // 404/400: no such student here, a state of the screen rather than an unexpected failure.
    queryFn: ({ signal }) =>
      apiRequest<PersonalInformationResponse>(`/api/perfil/${publicId}/informacoes-pessoais`, {
        signal,
        expect: [400, 404],
      }),
    retry: false,
  });

export function saveStudentBasicData(publicId: string, body: BasicDataRequest): Promise<unknown> {
  return apiRequest(`/api/perfil/${publicId}/informacoes-pessoais`, {
    method: 'PUT',
    body,
    expect: [400],
    quietFailure: true,
  });
}

export function saveStudentLocation(publicId: string, body: LocationRequest): Promise<unknown> {
  return apiRequest(`/api/perfil/${publicId}/localizacao`, { method: 'PUT', body, expect: [400], quietFailure: true });
}
