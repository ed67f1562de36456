import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useTenant } from './tenant.tsx';
import { vocabularyKey } from './vocabulary.ts';

/** `t` that speaks the tenant's vocabulary: "Base de alunos" in sabimais, "Base de talentos" elsewhere. */
export function useVocabularyT(): (key: string, options?: Record<string, unknown>) => string {
  const { t, i18n } = useTranslation();
  const { vocabulary } = useTenant();
  return useCallback(
    (key: string, options?: Record<string, unknown>) =>
      t(
        vocabularyKey(key, vocabulary, (k) => i18n.exists(k)),
        options ?? {},
      ),
    [t, i18n, vocabulary],
  );
}
