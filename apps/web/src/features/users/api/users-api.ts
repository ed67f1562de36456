import type { ImportPreview, ImportResult } from '@ponte/shared/data-transfer.schema';
import type { Locale } from '@ponte/shared/locales';
import type { OptionItem, OptionType } from '@ponte/shared/options.schema';
import type { UserDetail, UserListQuery, UserListResponse, UserRequest } from '@ponte/shared/users.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '@/lib/api-client';
import { searchParamsOf } from '@/lib/list-params';
import { optionItemLabel } from '@/lib/option-label';

export const USERS_QUERY_KEY = ['users'] as const;

function listUrl(query: UserListQuery): string {
  const text = searchParamsOf(query).toString();
  return text ? `/api/usuarios?${text}` : '/api/usuarios';
}

export function userListQueryOptions(query: UserListQuery) {
  return queryOptions({
    queryKey: [...USERS_QUERY_KEY, 'list', query],
    queryFn: ({ signal }) => apiRequest<UserListResponse>(listUrl(query), { signal }),
    placeholderData: keepPreviousData,
  });
}

export function userQueryOptions(publicId: string) {
  return queryOptions({
    queryKey: [...USERS_QUERY_KEY, 'detail', publicId],
    queryFn: ({ signal }) => apiRequest<UserDetail>(`/api/usuarios/${publicId}`, { signal, expect: [404, 400] }),
    retry: false,
  });
}

/** Field errors and 409s are the form's to show; everything else is the wrapper's toast. */
export function createUser(body: UserRequest): Promise<UserDetail> {
  return apiRequest<UserDetail>('/api/usuarios', { method: 'POST', body, expect: [400, 409] });
}

export function updateUser(publicId: string, body: UserRequest): Promise<UserDetail> {
  return apiRequest<UserDetail>(`/api/usuarios/${publicId}`, { method: 'PUT', body, expect: [400, 409] });
}

export function setUserActive(publicId: string, active: boolean): Promise<UserDetail> {
  return apiRequest<UserDetail>(`/api/usuarios/${publicId}/${active ? 'reativar' : 'desativar'}`, {
    method: 'POST',
    expect: [409],
  });
}

export function resendInvitation(publicId: string): Promise<void> {
  return apiRequest<void>(`/api/usuarios/${publicId}/convite`, { method: 'POST', expect: [409] });
}

// --- select data ----------------------------------------------------------------------------------

/** Spec §8: a failed option load is only logged; the select simply offers less. */
function useLoggedQuery<T>(key: readonly unknown[], path: string, what: string): T | undefined {
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => apiRequest<T>(path, { signal, quietFailure: true, expect: [403, 404] }),
    staleTime: 5 * 60_000,
    retry: false,
  });
  useEffect(() => {
    if (query.error) console.error(`${what} could not be loaded`, query.error);
  }, [query.error, what]);
  return query.data;
}

export function useOptionItems(type: OptionType): { value: string; label: string }[] {
  const items = useLoggedQuery<OptionItem[]>(['options', type], `/api/opcoes/${type}`, `Option items ${type}`);
  const { i18n } = useTranslation();
  const locale = i18n.language as Locale;
  return useMemo(
    () => (items ?? []).map((item) => ({ value: String(item.id), label: optionItemLabel(item, locale) })),
    [items, locale],
  );
}

/** The company select: 'no link' (-2) first, then the tenant's active companies (companies helper's list). */
export function useCompanyOptions(): { value: string; label: string }[] {
  const companies = useLoggedQuery<{ id: number; name: string }[]>(
    ['companies', 'options'],
    '/api/empresas/opcoes',
    'Companies',
  );
  return useMemo(() => (companies ?? []).map((c) => ({ value: String(c.id), label: c.name })), [companies]);
}

/** The import's answers the page explains itself: a file it cannot read, too large, or a row registered meanwhile. */
const IMPORT_ANSWERS = [400, 409, 413] as const;

function fileBody(file: File): FormData {
  const body = new FormData();
  body.append('file', file, file.name);
  return body;
}

export function previewUserImport(file: File): Promise<ImportPreview> {
  return apiRequest<ImportPreview>('/api/importacao/usuarios/previa', {
    body: fileBody(file),
    expect: IMPORT_ANSWERS,
    quietFailure: true,
  });
}

export function importUsers(file: File): Promise<ImportResult> {
  return apiRequest<ImportResult>('/api/importacao/usuarios', {
    body: fileBody(file),
    expect: IMPORT_ANSWERS,
    quietFailure: true,
  });
}
