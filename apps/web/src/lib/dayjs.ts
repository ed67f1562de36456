import { isLocale, type Locale } from '@ponte/shared/locales';
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import 'dayjs/locale/es-mx';
import { i18n } from './i18n.ts';

/**
 * dayjs in the interface language. Only screens with dates import it (not the sign-in page), so it
 * follows i18n from here rather than from i18n.ts: import dayjs from this module, never from 'dayjs'.
 */
const DAYJS_LOCALES: Record<Locale, string> = { 'pt-BR': 'pt-br', 'en-US': 'en', 'es-MX': 'es-mx' };

function follow(language: string): void {
  if (isLocale(language)) dayjs.locale(DAYJS_LOCALES[language]);
}

follow(i18n.language);
i18n.on('languageChanged', follow);

export { dayjs };
