import type { EnumOption } from '@ponte/shared/profile-enums';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/lib/i18n';

/**
 * Select items from a shared enumeration, labelled in the interface language. Apart from the select
 * components so that a screen needing only the labels (the talent base's filter chips) does not load
 * the multi-select.
 */
export function useEnumData<V extends string>(options: readonly EnumOption<V>[]): { value: V; label: string }[] {
  const { i18n } = useTranslation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the labels follow the interface language
  return useMemo(() => {
    const locale = currentLocale();
    return options.map((o) => ({ value: o.value, label: o.label[locale] }));
  }, [options, i18n.language]);
}
