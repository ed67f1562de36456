import { modals } from '@mantine/modals';
import { i18n } from './i18n.ts';

/** Name under which the app registers the language feature's modal with Mantine's modals manager. */
export const LANGUAGE_MODAL = 'language';

/** Spec §9: modals are 400px wide. */
export const MODAL_WIDTH = 400;

/** Lets the shell open the language modal without importing the language feature. */
export function openLanguageModal(): void {
  modals.openContextModal({
    modal: LANGUAGE_MODAL,
    title: i18n.t('language.title'),
    size: MODAL_WIDTH,
    innerProps: {},
  });
}
