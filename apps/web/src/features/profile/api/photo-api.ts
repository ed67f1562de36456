import type { UploadResponse } from '@ponte/shared/files.schema';
import { apiRequest, isApiError } from '@/lib/api-client';

/** Upload answers the screen explains itself: bad image, too large, wrong type. */
const UPLOAD_ANSWERS = [400, 413, 415, 422] as const;

export function uploadProfilePhoto(image: Blob): Promise<UploadResponse> {
  const body = new FormData();
  body.append('file', image, 'foto-perfil.jpg');
  return apiRequest('/api/arquivos/upload/foto-perfil', { method: 'POST', body, expect: UPLOAD_ANSWERS });
}

export function setProfilePhoto(publicId: string, fileId: string): Promise<unknown> {
  return apiRequest(`/api/perfil/${publicId}/fotos`, { method: 'POST', body: { fileId }, expect: [400] });
}

export function removeProfilePhoto(publicId: string): Promise<unknown> {
  return apiRequest(`/api/perfil/${publicId}/fotos`, { method: 'DELETE', quietFailure: true });
}

/** The server's own text when it described the failure (spec §8), else null for the generic message. */
export function uploadErrorText(error: unknown): string | null {
  if (!isApiError(error) || error.handled || error.code === 'INTERNAL' || error.code === 'NETWORK') return null;
  return error.message || null;
}

/** Where the browser fetches a stored file (the API checks who may see it). */
export function fileHref(url: string): string {
  return `/api/arquivos/${url}`;
}
