import dayjs from 'dayjs';
import { i18n } from './i18n.ts';

/** dd/mm/yyyy in every locale (spec §9); the pattern lives in the catalogue so it can be changed in one place. */
export function formatDate(value: dayjs.ConfigType): string {
  return dayjs(value).format(i18n.t('format.date'));
}
