import type { EnumOption } from '@ponte/shared/enum-options';
import { translate } from '@ponte/shared/i18n/catalogues';
import { LOCALES, type Locale } from '@ponte/shared/locales';
import { ROLES, type Role } from '@ponte/shared/roles';
import type { Vocabulary } from '@ponte/shared/tenants';

/**
 * The roles as the web names them: the catalogues' `roles.*`, with the `_aluno` twin where the tenant
 * speaks of students (sabimais' Talento reads "Aluno"), as the web's vocabulary lookup picks it.
 */
function roleOptions(vocabulary: Vocabulary): readonly EnumOption<Role>[] {
  const context: Record<string, string> = vocabulary === 'aluno' ? { context: 'aluno' } : {};
  return ROLES.map((role) => ({
    value: role,
    label: Object.fromEntries(LOCALES.map((locale) => [locale, translate(locale, `roles.${role}`, context)])) as Record<
      Locale,
      string
    >,
  }));
}

/** Each vocabulary's role labels in every language, for sorting by the words on screen. */
export const ROLE_OPTIONS: Readonly<Record<Vocabulary, readonly EnumOption<Role>[]>> = {
  talento: roleOptions('talento'),
  aluno: roleOptions('aluno'),
};
