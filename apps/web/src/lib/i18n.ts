import type { Catalogue } from '@ponte/shared/i18n/pt-br';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale, negotiateLocale } from '@ponte/shared/locales';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

const STORAGE_KEY = 'ponte.locale';

/** Each language is a chunk of its own: the browser downloads the one it shows (build/catalogue-per-locale.ts). */
const CATALOGUES: Record<Locale, () => Promise<{ default: Catalogue }>> = {
  'pt-BR': () => import('virtual:catalogue/pt-BR'),
  'en-US': () => import('virtual:catalogue/en-US'),
  'es-MX': () => import('virtual:catalogue/es-MX'),
};

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
}

i18n.on('languageChanged', (lng) => {
  if (isLocale(lng)) reflectLocale(lng);
});

async function loadCatalogue(locale: Locale): Promise<void> {
  if (i18n.hasResourceBundle(locale, 'translation')) return;
  const { default: catalogue } = await CATALOGUES[locale]();
  i18n.addResourceBundle(locale, 'translation', catalogue);
}

void i18n.use(initReactI18next).init({
  // Filled by loadCatalogue: the first language before the app renders (main.tsx), others on a switch.
  resources: {},
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

/** The catalogue of the language the page opens in; main.tsx renders once it is there. */
export const i18nReady: Promise<void> = loadCatalogue(currentLocale());

let requested: Locale | null = null;

/**
 * Switches the interface language as soon as its catalogue is there (at once when it already is)
 * and remembers it on this device. The last choice wins when several are still loading.
 */
export async function applyLocale(locale: Locale): Promise<void> {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Private mode can refuse storage; the language still changes for this visit.
  }
  requested = locale;
  await loadCatalogue(locale);
  if (requested === locale && i18n.language !== locale) await i18n.changeLanguage(locale);
}

export { i18n };
