import type { Locale } from '@ponte/shared/locales';
import { OFFERED_LANGUAGES, optionLabel } from '@ponte/shared/profile-enums';
import type { Language } from '@ponte/shared/profile-skills.schema';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { deleteLanguage, languagesQueryKey, languagesQueryOptions } from '../api/languages-api.ts';
import { useOptionLabeller } from '../api/professional-options.ts';
import { LanguageModal } from './language-modal.tsx';
import { RecordList } from './record-list.tsx';

/** Spec §2 language list: language, writing, conversation, reading, actions (edit/delete). */
export function LanguageTable({ publicId }: { publicId: string }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const query = useQuery(languagesQueryOptions(publicId));
  const levelLabel = useOptionLabeller('FLUENCY_LEVEL');
  const nameOf = (language: Language) => optionLabel(OFFERED_LANGUAGES, language.nameLanguage, locale);
  const level = (id: number | null) => levelLabel(id) ?? t('profileSkills.noValue');
  const label = (key: 'language' | 'writing' | 'conversation' | 'reading') => t(`profileSkills.languages.${key}`);

  return (
    <RecordList<Language>
      kind="languages"
      query={query}
      queryKey={languagesQueryKey(publicId)}
      rowKey={(language) => language.languageId}
      nameOf={nameOf}
      remove={(language) => deleteLanguage(publicId, language.languageId)}
      columns={[
        { label: label('language'), cell: nameOf },
        { label: label('writing'), cell: (l) => level(l.writingLevel) },
        { label: label('conversation'), cell: (l) => level(l.speakingLevel) },
        { label: label('reading'), cell: (l) => level(l.readingLevel) },
      ]}
      modal={({ opened, row, onClose }) => (
        <LanguageModal publicId={publicId} opened={opened} language={row} onClose={onClose} />
      )}
    />
  );
}
