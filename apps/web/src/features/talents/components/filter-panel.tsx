import { Button, Group, Modal, MultiSelect, Select, Stack, Text, TextInput } from '@mantine/core';
import { GENDERS, OFFERED_LANGUAGES, RACE_COLORS, YES_NO } from '@ponte/shared/profile-enums';
import { BRAZILIAN_STATES } from '@ponte/shared/reference/brazilian-states';
import {
  SENSITIVE_FILTERS,
  TALENT_FILTER_TEXT_MAX,
  type TalentFilterKey,
  type TalentFilterOptions,
} from '@ponte/shared/talents.schema';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnumData } from '@/components/enum-select';
import { useVocabularyT } from '@/lib/use-vocabulary';
import type { TalentFilters } from '../talent-url.ts';
import { optionText } from './talent-results.tsx';

/** `states`: for a city, the states it was found in (the city list follows the chosen state). */
type Item = { value: string; label: string; states?: string[] };

/** Labels of each filter's values: shared by the panel's selects and the active-filter chips. */
export function useFilterValueLabels(options: TalentFilterOptions | undefined) {
  const gender = useEnumData(GENDERS);
  const race = useEnumData(RACE_COLORS);
  const yesNo = useEnumData(YES_NO);
  const languages = useEnumData(OFFERED_LANGUAGES);
  return useMemo(() => {
    const classes: Item[] = (options?.classes ?? []).map((c) => ({
      value: String(c.id),
      label: `${c.courseName} · ${c.name}`,
    }));
    const areas: Item[] = (options?.areas ?? []).map((a) => ({ value: String(a.id), label: optionText(a) ?? '' }));
    const levels: Item[] = (options?.fluencyLevels ?? []).map((l) => ({
      value: String(l.id),
      label: optionText(l) ?? '',
    }));
    const offered = options?.languages;
    const languageItems = offered ? languages.filter((l) => offered.includes(l.value)) : languages;
    const inUse = options?.states;
    const states: Item[] = BRAZILIAN_STATES.filter((s) => !inUse || inUse.length === 0 || inUse.includes(s.value)).map(
      (s) => ({ value: s.value, label: s.label }),
    );
    // A city name can exist in several states; the filter matches the name, so it is offered once.
    const cityStates = new Map<string, string[]>();
    for (const { city, state } of options?.cities ?? []) {
      const list = cityStates.get(city) ?? [];
      if (state && !list.includes(state)) list.push(state);
      cityStates.set(city, list);
    }
    const cities: Item[] = [...cityStates].map(([city, ufs]) => ({
      value: city,
      label: ufs.length > 0 ? `${city} (${ufs.join(', ')})` : city,
      states: ufs,
    }));
    const data: Partial<Record<TalentFilterKey, Item[]>> = {
      classeId: classes,
      areaOfOperation: areas,
      generalLevel: levels,
      nameLanguage: languageItems,
      state: states,
      city: cities,
      gender,
      raceColor: race,
      pcd: yesNo,
      softSkills: (options?.softSkills ?? []).map((s) => ({ value: s, label: s })),
      hardSkills: (options?.hardSkills ?? []).map((s) => ({ value: s, label: s })),
    };
    const labelOf = (key: TalentFilterKey, value: string | number): string => {
      const found = data[key]?.find((item) => item.value === String(value));
      if (found) return found.label;
      // Languages and states have their labels here even before the options arrive.
      if (key === 'nameLanguage') return languages.find((l) => l.value === value)?.label ?? String(value);
      if (key === 'state') return BRAZILIAN_STATES.find((s) => s.value === value)?.label ?? String(value);
      return String(value);
    };
    return { data, labelOf };
  }, [options, gender, race, yesNo, languages]);
}

const LIST_KEYS: readonly TalentFilterKey[] = ['softSkills', 'hardSkills', 'nameLanguage'];
const NUMBER_KEYS: readonly TalentFilterKey[] = ['classeId', 'areaOfOperation', 'generalLevel'];

interface FilterPanelProps {
  opened: boolean;
  onClose: () => void;
  mobile: boolean;
  /** The fields this caller's view shows, in order. */
  fields: readonly TalentFilterKey[];
  options: TalentFilterOptions | undefined;
  value: TalentFilters;
  onApply: (filters: TalentFilters) => void;
}

/** Spec §2 "talent-base filter panel": a modal (400px; full screen on mobile) applied on submit. */
export function FilterPanel({ opened, onClose, mobile, ...form }: FilterPanelProps) {
  const { t } = useTranslation();
  const vt = useVocabularyT();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size={400}
      fullScreen={mobile}
      title={vt('talents.filters.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {/* Mounted per opening, so each opening starts from the filters in force, not an abandoned draft. */}
      <FilterForm {...form} />
    </Modal>
  );
}

function FilterForm({ fields, options, value, onApply }: Omit<FilterPanelProps, 'opened' | 'onClose' | 'mobile'>) {
  const { t } = useTranslation();
  const { data } = useFilterValueLabels(options);
  const [draft, setDraft] = useState<TalentFilters>(value);

  const inState = (item: Item, state: unknown) =>
    typeof state !== 'string' || !item.states || item.states.length === 0 || item.states.includes(state);

  const set = (key: TalentFilterKey, next: string | string[] | null) => {
    setDraft((current) => {
      const copy: TalentFilters = { ...current };
      const empty = next === null || next === '' || (Array.isArray(next) && next.length === 0);
      if (empty) delete copy[key];
      else if (NUMBER_KEYS.includes(key)) copy[key] = Number(next);
      else copy[key] = next;
      // A city chosen before the state goes when the new state does not have it.
      if (key === 'state' && typeof copy.city === 'string') {
        const city = data.city?.find((item) => item.value === copy.city);
        if (city && !inState(city, copy.state)) delete copy.city;
      }
      return copy;
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };

  const label = (key: TalentFilterKey) => t(`talents.filters.${key}`);
  const selectProps = {
    nothingFoundMessage: t('talents.filters.nothingFound'),
    searchable: true,
    clearable: true,
  };

  const field = (key: TalentFilterKey) => {
    const current = draft[key];
    if (key === 'email') {
      return (
        <TextInput
          key={key}
          label={label(key)}
          description={t('talents.filters.fragmentHint')}
          value={typeof current === 'string' ? current : ''}
          onChange={(e) => set(key, e.currentTarget.value)}
          maxLength={TALENT_FILTER_TEXT_MAX}
          autoComplete="off"
        />
      );
    }
    if (key === 'phone') {
      return (
        <TextInput
          key={key}
          label={label(key)}
          description={t('talents.filters.phoneHint')}
          value={typeof current === 'string' ? current : ''}
          // Spec §3: phone is sent as digits only.
          onChange={(e) => set(key, e.currentTarget.value.replace(/\D/g, ''))}
          inputMode="numeric"
          maxLength={15}
          autoComplete="off"
        />
      );
    }
    if (LIST_KEYS.includes(key)) {
      const selected = Array.isArray(current) ? current : [];
      // Values from a shared link stay visible even if the options do not list them (any more).
      const items = data[key] ?? [];
      const merged = [
        ...items,
        ...selected.filter((s) => !items.some((i) => i.value === s)).map((s) => ({ value: s, label: s })),
      ];
      return (
        <MultiSelect
          key={key}
          label={label(key)}
          data={merged}
          value={selected}
          onChange={(next) => set(key, next)}
          {...selectProps}
          placeholder={selected.length > 0 ? undefined : t('talents.filters.select')}
          clearButtonProps={{ 'aria-label': t('talents.filters.clearField', { label: label(key) }) }}
        />
      );
    }
    const selected = current === undefined ? null : String(current);
    // The city list holds only the chosen state's cities.
    const items = key === 'city' ? (data.city ?? []).filter((item) => inState(item, draft.state)) : (data[key] ?? []);
    const merged =
      selected && !items.some((i) => i.value === selected) ? [...items, { value: selected, label: selected }] : items;
    return (
      <Select
        key={key}
        label={label(key)}
        description={key === 'generalLevel' ? t('talents.filters.levelHint') : undefined}
        data={merged}
        value={selected}
        onChange={(next) => set(key, next)}
        {...selectProps}
        placeholder={t('talents.filters.select')}
        clearButtonProps={{ 'aria-label': t('talents.filters.clearField', { label: label(key) }) }}
      />
    );
  };

  // State comes before city: choosing it narrows the city list.
  const shown = fields.filter((key) => key !== 'name');
  const cityAt = shown.indexOf('city');
  if (cityAt >= 0 && shown.indexOf('state') > cityAt) {
    shown.splice(shown.indexOf('state'), 1);
    shown.splice(cityAt, 0, 'state');
  }
  const hasSensitive = shown.some((key) => (SENSITIVE_FILTERS as readonly string[]).includes(key));

  return (
    <form noValidate onSubmit={submit} data-talent-filters>
      <Stack gap="sm">
        {shown.map(field)}
        {hasSensitive ? (
          <Text size="xs" c="gray.7">
            {t('talents.filters.sensitiveNote')}
          </Text>
        ) : null}
        <Group justify="space-between" mt="sm">
          <Button variant="default" onClick={() => setDraft({})}>
            {t('talents.filters.clear')}
          </Button>
          <Button type="submit">{t('talents.filters.apply')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
