import type { Vocabulary } from '@ponte/shared/tenants';

/** Suffix of the catalogue keys that carry the wording of "aluno" tenants (sabimais). */
export const ALUNO_SUFFIX = '_aluno';

/**
 * Picks `key_aluno` when the tenant speaks of students and the catalogue has that twin, so callers
 * never need to know which keys have one.
 */
export function vocabularyKey(key: string, vocabulary: Vocabulary, exists: (key: string) => boolean): string {
  if (vocabulary !== 'aluno') return key;
  const twin = `${key}${ALUNO_SUFFIX}`;
  return exists(twin) ? twin : key;
}
