import { formatDatePattern } from './date-text.ts';
import { i18n } from './i18n.ts';

/** dd/mm/yyyy in every locale (spec §9); the pattern lives in the catalogue so it can be changed in one place. */
export function formatDate(value: string | Date): string {
  return formatDatePattern(value, i18n.t('format.date'));
}
