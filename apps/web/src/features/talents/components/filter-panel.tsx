import { Button, Group, Modal, MultiSelect, Select, Stack, Text, TextInput } from '@mantine/core';
import {
  SENSITIVE_FILTERS,
  TALENT_FILTER_TEXT_MAX,
  type TalentFilterKey,
  type TalentFilterOptions,
} from '@ponte/shared/talents.schema';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVocabularyT } from '@/lib/use-vocabulary';
import type { TalentFilters } from '../talent-url.ts';
import { type FilterItem, useFilterValueLabels } from './filter-value-labels.ts';

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

  const inState = (item: FilterItem, state: unknown) =>
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
          <Text size="xs" c="dimmed">
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
