import type { TranslationKey } from '@ponte/shared/i18n/keys';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useTenant } from './tenant.tsx';
import { vocabularyKey } from './vocabulary.ts';

/** `t` that speaks the tenant's vocabulary: "Base de alunos" in sabimais, "Base de talentos" elsewhere. */
export function useVocabularyT(): (key: TranslationKey, options?: Record<string, unknown>) => string {
  const { t, i18n } = useTranslation();
  const { vocabulary } = useTenant();
  return useCallback(
    (key: TranslationKey, options?: Record<string, unknown>) =>
      t(
        // The tenant's variant of a key exists only where i18n.exists says so (with the options, so a
        // plural twin such as total_aluno_one is found through its count).
        vocabularyKey(key, vocabulary, (k) => i18n.exists(k, options)) as TranslationKey,
        options ?? {},
      ),
    [t, i18n, vocabulary],
  );
}
