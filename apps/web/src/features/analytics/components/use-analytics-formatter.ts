import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/lib/i18n';
import { createFormatter, type Formatter } from './analytics-format.ts';

/** The analytics formatter in the interface language (numbers by Intl, dates by the catalogue's pattern). */
export function useAnalyticsFormatter(): Formatter {
  const { t, i18n } = useTranslation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the notation follows the interface language
  return useMemo(
    () =>
      createFormatter(currentLocale(), {
        datePattern: t('format.date'),
        days: (value, count) => t('analytics.units.days', { value, count }),
        points: (value) => t('analytics.units.points', { value }),
      }),
    [t, i18n.language],
  );
}
