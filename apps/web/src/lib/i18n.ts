import { CATALOGUES } from '@ponte/shared/i18n/catalogues';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale, negotiateLocale } from '@ponte/shared/locales';
import dayjs from 'dayjs';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import 'dayjs/locale/pt-br';
import 'dayjs/locale/es-mx';

const STORAGE_KEY = 'ponte.locale';

const DAYJS_LOCALES: Record<Locale, string> = { 'pt-BR': 'pt-br', 'en-US': 'en', 'es-MX': 'es-mx' };

function readStoredLocale(): Locale | null {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isLocale(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** Before sign-in: the last choice on this device, else what the browser asks for. */
export function initialLocale(): Locale {
  return readStoredLocale() ?? negotiateLocale(navigator.languages?.join(',') || navigator.language);
}

function reflectLocale(locale: Locale): void {
  document.documentElement.lang = locale;
  dayjs.locale(DAYJS_LOCALES[locale]);
}

i18n.on('languageChanged', (lng) => {
  if (isLocale(lng)) reflectLocale(lng);
});

void i18n.use(initReactI18next).init({
  resources: Object.fromEntries(LOCALES.map((l) => [l, { translation: CATALOGUES[l] }])),
  lng: initialLocale(),
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  // The catalogues are keyed by full locale ("pt-BR"): stop i18next from also looking for "pt".
  load: 'currentOnly',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

reflectLocale(currentLocale());

/** Switches the interface language at once and remembers it on this device. */
export function applyLocale(locale: Locale): void {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Private mode can refuse storage; the language still changes for this visit.
  }
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
}

export { i18n };
