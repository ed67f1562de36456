import type { Locale } from '@ponte/shared/locales';
import type { OptionItem, OptionLabel } from '@ponte/shared/options.schema';

const LABEL_FIELD: Record<Locale, keyof OptionLabel> = { 'pt-BR': 'ptBr', 'en-US': 'enUs', 'es-MX': 'esMx' };

/** An option item's label in the interface language, Portuguese when that one is empty. */
export function optionItemLabel(item: OptionItem, locale: Locale): string {
  return item.label[LABEL_FIELD[locale]] || item.label.ptBr;
}
