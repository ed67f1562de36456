import type {
  BehaviouralTestAnswers,
  BehaviouralTestResponse,
  LearningPreferencesRequest,
  LearningPreferencesResponse,
} from '@ponte/shared/profile-behaviour.schema';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function behaviouralTestQueryKey(publicId: string) {
  return ['profile', publicId, 'behavioural-test'] as const;
}

export function behaviouralTestQueryOptions(publicId: string) {
  return queryOptions({
    queryKey: behaviouralTestQueryKey(publicId),
    queryFn: ({ signal }) =>
      apiRequest<BehaviouralTestResponse>(`/api/perfil/${publicId}/teste-comportamental`, { signal }),
  });
}

/** The server scores the answers; the tab reads the new attempt back from the list. */
export function submitBehaviouralTest(publicId: string, body: BehaviouralTestAnswers): Promise<unknown> {
  return apiRequest(`/api/perfil/${publicId}/teste-comportamental`, { method: 'POST', body, quietFailure: true });
}

export function learningPreferencesQueryKey(publicId: string) {
  return ['profile', publicId, 'learning-preferences'] as const;
}

export function learningPreferencesQueryOptions(publicId: string) {
  return queryOptions({
    queryKey: learningPreferencesQueryKey(publicId),
    queryFn: ({ signal }) =>
      apiRequest<LearningPreferencesResponse>(`/api/perfil/${publicId}/preferencias-de-aprendizagem`, { signal }),
  });
}

export function saveLearningPreferences(
  publicId: string,
  body: LearningPreferencesRequest,
): Promise<LearningPreferencesResponse> {
  return apiRequest(`/api/perfil/${publicId}/preferencias-de-aprendizagem`, {
    method: 'PUT',
    body,
    quietFailure: true,
  });
}
