import type {
  AdditionalInformationRequest,
  BasicDataRequest,
  Education,
  EducationRequest,
  LocationRequest,
  PersonalInformationResponse,
} from '@ponte/shared/profile-personal.schema';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { profileKey } from './profile-api.ts';

/** Field errors (400) are put on the form; anything else gets the screen's own failure toast. */
const FORM_ANSWERS = [400] as const;

export const personalInformationQuery = (publicId: string) =>
  queryOptions({
    queryKey: [...profileKey(publicId), 'personal'] as const,
    queryFn: ({ signal }) =>
      apiRequest<PersonalInformationResponse>(`/api/perfil/${publicId}/informacoes-pessoais`, { signal }),
  });

export const educationListQuery = (publicId: string) =>
  queryOptions({
    queryKey: [...profileKey(publicId), 'educations'] as const,
    queryFn: ({ signal }) => apiRequest<Education[]>(`/api/perfil/${publicId}/formacoes`, { signal }),
  });

export function saveBasicData(publicId: string, body: BasicDataRequest): Promise<unknown> {
  return apiRequest(`/api/perfil/${publicId}/informacoes-pessoais`, {
    method: 'PUT',
    body,
    expect: FORM_ANSWERS,
    quietFailure: true,
  });
}

export function saveAdditionalInformation(publicId: string, body: AdditionalInformationRequest): Promise<unknown> {
  return apiRequest(`/api/perfil/${publicId}/informacoes-adicionais`, {
    method: 'PUT',
    body,
    expect: FORM_ANSWERS,
    quietFailure: true,
  });
}

export function saveLocation(publicId: string, body: LocationRequest): Promise<unknown> {
  return apiRequest(`/api/perfil/${publicId}/localizacao`, {
    method: 'PUT',
    body,
    expect: FORM_ANSWERS,
    quietFailure: true,
  });
}

export function createEducation(publicId: string, body: EducationRequest): Promise<Education> {
  return apiRequest(`/api/perfil/${publicId}/formacoes`, {
    method: 'POST',
    body,
    expect: FORM_ANSWERS,
    quietFailure: true,
  });
}

export function updateEducation(publicId: string, educationId: number, body: EducationRequest): Promise<Education> {
  return apiRequest(`/api/perfil/${publicId}/formacoes/${educationId}`, {
    method: 'PUT',
    body,
    expect: FORM_ANSWERS,
    quietFailure: true,
  });
}

export function deleteEducation(publicId: string, educationId: number): Promise<unknown> {
  return apiRequest(`/api/perfil/${publicId}/formacoes/${educationId}`, { method: 'DELETE', quietFailure: true });
}
