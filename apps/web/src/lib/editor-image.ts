import type { UploadResponse } from '@ponte/shared/files.schema';
import { apiRequest } from './api-client.ts';

/**
 * Stores an image picked in a rich-text editor through one of the API's image uploads, and answers the
 * address the editor places it at. The server judges and re-encodes it and attaches it when the text that
 * shows it is saved (annotations: ADR 0037; quiz questions: ADR 0041).
 */
export async function uploadEditorImage(route: string, file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  const uploaded = await apiRequest<UploadResponse>(route, {
    method: 'POST',
    body,
    expect: [400, 413, 415],
    quietFailure: true,
  });
  return `/api/arquivos/${uploaded.url}`;
}
