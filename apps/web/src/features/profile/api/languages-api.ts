import type { Language, LanguageRequest } from '@ponte/shared/profile-skills.schema';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function languagesQueryKey(publicId: string) {
  return ['profile', publicId, 'languages'] as const;
}

export function languagesQueryOptions(publicId: string) {
  return queryOptions({
    queryKey: languagesQueryKey(publicId),
    queryFn: ({ signal }) => apiRequest<Language[]>(`/api/perfil/${publicId}/idiomas`, { signal }),
  });
}

/** Spec §7: an upsert; languageId null adds. Only success or failure is read. */
export function saveLanguage(publicId: string, body: LanguageRequest): Promise<unknown> {
  return apiRequest(`/api/perfil/${publicId}/idiomas`, { method: 'PUT', body, quietFailure: true });
}

export function deleteLanguage(publicId: string, languageId: number): Promise<unknown> {
  return apiRequest(`/api/perfil/${publicId}/idiomas/${languageId}`, { method: 'DELETE', quietFailure: true });
}
