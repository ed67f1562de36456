import {
  type DeletionQueue,
  type DeletionRequest,
  type MyDataSummary,
  type PrivacyStatus,
  SENSITIVE_CONSENT_VERSION,
} from '@ponte/shared/privacy.schema';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const PRIVACY_QUERY_KEY = ['privacy'] as const;

/** The copy is downloaded by the browser itself (a link), so a ZIP streams straight to disk. */
export const MY_DATA_JSON_URL = '/api/minha-conta/dados';
export const MY_DATA_ZIP_URL = '/api/minha-conta/dados?formato=zip';

export const myDataSummaryQuery = queryOptions({
  queryKey: [...PRIVACY_QUERY_KEY, 'summary'],
  queryFn: ({ signal }) => apiRequest<MyDataSummary>('/api/minha-conta/privacidade', { signal }),
});

export const deletionQueueQuery = queryOptions({
  queryKey: [...PRIVACY_QUERY_KEY, 'queue'],
  queryFn: ({ signal }) => apiRequest<DeletionQueue>('/api/exclusoes-de-conta', { signal }),
});

export function grantSensitiveConsent(): Promise<PrivacyStatus> {
  return apiRequest<PrivacyStatus>('/api/minha-conta/consentimentos/dados-sensiveis', {
    method: 'PUT',
    body: { version: SENSITIVE_CONSENT_VERSION },
  });
}

export function withdrawSensitiveConsent(): Promise<PrivacyStatus> {
  return apiRequest<PrivacyStatus>('/api/minha-conta/consentimentos/dados-sensiveis', { method: 'DELETE' });
}

/** 409 (the last Admin) is the page's to show. */
export function requestDeletion(): Promise<DeletionRequest> {
  return apiRequest<DeletionRequest>('/api/minha-conta/exclusao', { method: 'POST', expect: [409] });
}

export function cancelDeletion(): Promise<PrivacyStatus> {
  return apiRequest<PrivacyStatus>('/api/minha-conta/exclusao', { method: 'DELETE' });
}

export function confirmDeletion(id: number): Promise<DeletionRequest> {
  return apiRequest<DeletionRequest>(`/api/exclusoes-de-conta/${id}/confirmar`, {
    method: 'POST',
    expect: [404, 409],
  });
}
