import type { Certificate, CertificateRequest } from '@ponte/shared/profile-skills.schema';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function certificatesQueryKey(publicId: string) {
  return ['profile', publicId, 'certificates'] as const;
}

export function certificatesQueryOptions(publicId: string) {
  return queryOptions({
    queryKey: certificatesQueryKey(publicId),
    queryFn: ({ signal }) => apiRequest<Certificate[]>(`/api/perfil/${publicId}/certificados`, { signal }),
  });
}

/** Spec §7: an upsert; certificateId null adds. */
export function saveCertificate(publicId: string, body: CertificateRequest): Promise<unknown> {
  return apiRequest(`/api/perfil/${publicId}/certificados`, { method: 'PUT', body, quietFailure: true });
}

export function deleteCertificate(publicId: string, certificateId: number): Promise<unknown> {
  return apiRequest(`/api/perfil/${publicId}/certificados/${certificateId}`, {
    method: 'DELETE',
    quietFailure: true,
  });
}
