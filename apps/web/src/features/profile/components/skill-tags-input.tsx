import { TagsInput } from '@mantine/core';
import { normaliseTag, SKILL_TAG_MAX, SKILL_TAGS_MAX } from '@ponte/shared/profile-skills.schema';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Problem = 'validation.tagTooLong' | 'validation.tooManyItems' | null;

interface Props {
  label: string;
  value: string[];
  onChange: (value: string[]) => void;
}

const sameTag = (a: string, b: string) => a.toLocaleLowerCase('pt-BR') === b.toLocaleLowerCase('pt-BR');

/**
 * Spec §5 tag input: Enter or a comma adds; commas are stripped; a blank tag is ignored; a tag longer
 * than 50 characters is refused with a message and stays in the input to be shortened.
 */
export function SkillTagsInput({ label, value, onChange }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [problem, setProblem] = useState<Problem>(null);

  const commit = (raw: string) => {
    const tag = normaliseTag(raw);
    if (tag === '') {
      setSearch('');
      return;
    }
    if (tag.length > SKILL_TAG_MAX) {
      setProblem('validation.tagTooLong');
      return;
    }
    if (!value.some((existing) => sameTag(existing, tag))) {
      if (value.length >= SKILL_TAGS_MAX) {
        setProblem('validation.tooManyItems');
        return;
      }
      onChange([...value, tag]);
    }
    setProblem(null);
    setSearch('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if ((event.key === 'Enter' || event.key === ',') && !event.nativeEvent.isComposing) {
      // Ours, not Mantine's: its handler would add the tag before we could check its length.
      event.preventDefault();
      commit(search);
    }
  };

  // Removal (pill, Backspace) and pasted lists arrive here; pasted tags obey the same rules.
  const onTagsChange = (next: string[]) => {
    const kept: string[] = [];
    let refused: Problem = null;
    for (const raw of next) {
      const tag = normaliseTag(raw);
      if (tag === '' || kept.some((existing) => sameTag(existing, tag))) continue;
      if (tag.length > SKILL_TAG_MAX) {
        refused = 'validation.tagTooLong';
        continue;
      }
      kept.push(tag);
    }
    setProblem(refused);
    onChange(kept.slice(0, SKILL_TAGS_MAX));
  };

  return (
    <TagsInput
      label={label}
      description={t('profileSkills.tags.hint', { max: SKILL_TAG_MAX })}
      value={value}
      onChange={onTagsChange}
      searchValue={search}
      onSearchChange={(next) => {
        setSearch(next);
        if (problem) setProblem(null);
      }}
      onKeyDown={onKeyDown}
      onBlur={() => commit(search)}
      acceptValueOnBlur={false}
      splitChars={[',']}
      error={problem ? t(problem, { max: SKILL_TAG_MAX }) : undefined}
      errorProps={{ role: 'alert' }}
    />
  );
}
