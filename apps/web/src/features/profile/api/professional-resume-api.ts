import type { SetFileRequest, UploadResponse } from '@ponte/shared/files.schema';
import { apiRequest } from '@/lib/api-client';

/** Spec §7: the file goes up first (multipart field `file`), then the profile points at it. */
export async function uploadResume(publicId: string, file: File): Promise<void> {
  const form = new FormData();
  form.append('file', file);
  const uploaded = await apiRequest<UploadResponse>('/api/arquivos/upload/curriculo', {
    method: 'POST',
    body: form,
    // A refused file (not a PDF, too large) is explained by the résumé section itself.
    quietFailure: true,
  });
  const body: SetFileRequest = { fileId: uploaded.id };
  await apiRequest(`/api/perfil/${publicId}/curriculo`, { method: 'PUT', body, quietFailure: true });
}

export function removeResume(publicId: string): Promise<unknown> {
  return apiRequest(`/api/perfil/${publicId}/curriculo`, { method: 'DELETE', quietFailure: true });
}

/** Stored files are served only to those who may see the owner's profile. */
export function storedFileHref(url: string): string {
  return `/api/arquivos/${encodeURIComponent(url)}`;
}
