import type { Locale } from '@ponte/shared/locales';
import type { UserSettingRequest, UserSettingResponse } from '@ponte/shared/user-settings.schema';
import { apiRequest } from '@/lib/api-client';

export function saveLanguage(userId: number, locale: Locale): Promise<UserSettingResponse> {
  const body: UserSettingRequest = { key: 'language', value: locale, userId };
  // The modal shows its own "could not save" toast (spec §8) instead of the generic one.
  return apiRequest('/api/configuracoes-de-usuario', { method: 'POST', body, quietFailure: true });
}
