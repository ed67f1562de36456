import type { Locale } from '@ponte/shared/locales';
import { WAITING_ALERT_DAYS } from '@ponte/shared/mentoring.schema';
import type { OptionItem } from '@ponte/shared/options.schema';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { optionItemLabel } from '@/lib/option-label';
import { mentorAreasQuery } from '../api/mentoring-api.ts';

const DAY = 24 * 60 * 60 * 1000;

/** Whole days since an ISO instant, never negative. */
export function daysSince(iso: string, now = Date.now()): number {
  return Math.max(0, Math.floor((now - Date.parse(iso)) / DAY));
}

/** Issue 11: a request waiting longer than the alert threshold is highlighted. */
export function waitingTooLong(iso: string): boolean {
  return daysSince(iso) > WAITING_ALERT_DAYS;
}

/** MENTOR_AREA options and a label lookup in the interface language. */
export function useMentorAreas(): { items: readonly OptionItem[]; label: (id: number) => string } {
  const { data } = useQuery(mentorAreasQuery);
  const { i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const label = useCallback(
    (id: number) => {
      const item = data?.find((o) => o.id === id);
      return item ? optionItemLabel(item, locale) : '';
    },
    [data, locale],
  );
  return { items: data ?? [], label };
}
