import type { Locale } from '@ponte/shared/locales';
import type { OptionItem, OptionType } from '@ponte/shared/options.schema';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '@/lib/api-client';
import { optionItemLabel } from '@/lib/option-label';

/**
 * Option items by type (GET /api/opcoes/{type}), shared by the professional and skills tabs.
 * Spec §8: a failed load is only logged; the select simply offers nothing.
 */
export function useOptionItems(type: OptionType): readonly OptionItem[] {
  const query = useQuery({
    queryKey: ['options', type],
    queryFn: ({ signal }) => apiRequest<OptionItem[]>(`/api/opcoes/${type}`, { signal, quietFailure: true }),
    // The lists change only when an administrator edits them.
    staleTime: 10 * 60_000,
    retry: false,
  });
  useEffect(() => {
    if (query.error) console.error(`Option items ${type} could not be loaded`, query.error);
  }, [query.error, type]);
  return query.data ?? EMPTY;
}

const EMPTY: readonly OptionItem[] = [];

/** Mantine select data ({value, label}) from option items, in the interface language. */
export function useOptionSelectData(type: OptionType): { value: string; label: string }[] {
  const items = useOptionItems(type);
  const { i18n } = useTranslation();
  const locale = i18n.language as Locale;
  return useMemo(
    () => items.map((item) => ({ value: String(item.id), label: optionItemLabel(item, locale) })),
    [items, locale],
  );
}

/** The label of one stored option id, or null while the list is unknown. */
export function useOptionLabeller(type: OptionType): (id: number | null) => string | null {
  const items = useOptionItems(type);
  const { i18n } = useTranslation();
  const locale = i18n.language as Locale;
  return useMemo(() => {
    const byId = new Map(items.map((item) => [item.id, optionItemLabel(item, locale)]));
    return (id) => (id === null ? null : (byId.get(id) ?? null));
  }, [items, locale]);
}
