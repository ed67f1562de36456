import { LOADERS } from 'virtual:catalogue-loaders';
import { DEFAULT_LOCALE, isLocale, type Locale, negotiateLocale } from '@ponte/shared/locales';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type CataloguePart, CORE_WITH_PLATFORM, PLATFORM_PART } from './catalogue-parts.ts';
import { I18N_OPTIONS } from './i18n-options.ts';

const STORAGE_KEY = 'ponte.locale';

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

/**
 * Each language is cut in parts (lib/catalogue-parts.ts, build/catalogue-per-locale.ts): the core, which
 * the app renders with, and the namespaces of features, which come with their screens. A part is
 * fetched once per language; switching language fetches the core and the parts already in use.
 */
const loaded = new Map<string, Promise<void>>();
/** The language asked for last (applyLocale), once it is the one shown or while it loads. */
let requested: Locale | null = null;
// A page opened inside the platform needs the platform's texts from the first render.
const inUse = new Set<CataloguePart>(location.pathname.startsWith('/plataforma') ? [PLATFORM_PART] : []);

function loadPart(locale: Locale, part: 'core' | CataloguePart | typeof CORE_WITH_PLATFORM): Promise<void> {
  const key = `${locale}/${part}`;
  let pending = loaded.get(key);
  if (!pending) {
    pending = LOADERS[locale][part]().then(({ default: catalogue }) => {
      i18n.addResourceBundle(locale, 'translation', catalogue, true, true);
    });
    // A failed fetch (offline) may be tried again by the next screen that needs it.
    pending.catch(() => loaded.delete(key));
    loaded.set(key, pending);
  }
  return pending;
}

async function loadCatalogue(locale: Locale): Promise<void> {
  if (inUse.has(PLATFORM_PART) && !loaded.has(`${locale}/core`) && !loaded.has(`${locale}/${PLATFORM_PART}`)) {
    // Both in one file; the parts it holds count as loaded (and as missing again if it fails).
    const both = loadPart(locale, CORE_WITH_PLATFORM);
    for (const part of ['core', PLATFORM_PART]) {
      const key = `${locale}/${part}`;
      loaded.set(key, both);
      both.catch(() => loaded.delete(key));
    }
  }
  await Promise.all([loadPart(locale, 'core'), ...[...inUse].map((ns) => loadPart(locale, ns))]);
}

/** The texts of these parts, in the language shown; a screen awaits them before it renders. */
export async function loadNamespaces(namespaces: readonly CataloguePart[]): Promise<void> {
  for (const ns of namespaces) inUse.add(ns);
  // A switch under way (the person's language, applied as they sign in) fetched the parts in use when
  // it started: fetch these in its language too, or they would show in the old one.
  const locales = new Set([currentLocale(), ...(requested ? [requested] : [])]);
  await Promise.all([...locales].flatMap((locale) => namespaces.map((ns) => loadPart(locale, ns))));
}

void i18n.use(initReactI18next).init({
  // Filled by loadCatalogue: the first language before the app renders (main.tsx), others on a switch.
  resources: {},
  lng: initialLocale(),
  ...I18N_OPTIONS,
  // A key with no text is a screen that did not ask for its namespace (catalogue-parts.ts): say so
  // where the e2e tests look (support/axe.ts fails a screen on it).
  saveMissing: true,
  missingKeyHandler: (_languages, _namespace, key) => console.error(`i18n: missing key ${key}`),
});

export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

reflectLocale(currentLocale());

/** The catalogue of the language the page opens in; main.tsx renders once it is there. */
export const i18nReady: Promise<void> = loadCatalogue(currentLocale());

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
