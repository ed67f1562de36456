import { DEFAULT_LOCALE, LOCALES } from '@ponte/shared/locales';
import type { InitOptions } from 'i18next';

/**
 * How the app's i18next picks a text (lib/i18n.ts): the language chain, the lookup and the
 * interpolation. Apart so a test can render the catalogues through an instance set up the same way.
 */
export const I18N_OPTIONS: InitOptions = {
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  // The catalogues are keyed by full locale ("pt-BR"): stop i18next from also looking for "pt".
  load: 'currentOnly',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
};
