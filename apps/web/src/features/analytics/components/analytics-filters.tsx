import { Button, Group, Select, SimpleGrid } from '@mantine/core';
import { PERIOD_PRESETS } from '@ponte/shared/analytics.schema';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/date-field';
import { SectionCard } from '@/components/section-card';
import { isIsoDate } from '@/lib/date-text';
import { currentLocale } from '@/lib/i18n';
import { optionItemLabel } from '@/lib/option-label';
import {
  classOptionsQuery,
  courseOptionsQuery,
  mentorAreaOptionsQuery,
  trailOptionsQuery,
} from '../api/analytics-api.ts';
import {
  type AddressChange,
  type AnalyticsAddress,
  type FilterKey,
  type PresetDays,
  rangeProblem,
} from './analytics-address.ts';

const CUSTOM = 'custom';

/** "T01 · Turma da manhã" */
const classLabel = (c: { code: string | null; name: string }) => (c.code ? `${c.code} · ${c.name}` : c.name);

/**
 * The filters of the analytics screen, each change written to the address: a period preset or a
 * custom range (dd/mm/yyyy, applied with its button once both days are real and in order), course,
 * class of that course, trail and mentor area.
 */
export function AnalyticsFilters({
  address,
  onChange,
}: {
  address: AnalyticsAddress;
  onChange: (change: AddressChange) => void;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const courses = useQuery(courseOptionsQuery);
  const classes = useQuery(classOptionsQuery(address.filters.courseId));
  const trails = useQuery(trailOptionsQuery);
  const areas = useQuery(mentorAreaOptionsQuery);
  const [period, setPeriod] = useState<string>(address.days === null ? CUSTOM : String(address.days));
  const [from, setFrom] = useState<string | null>(address.from);
  const [to, setTo] = useState<string | null>(address.to);
  const [rangeError, setRangeError] = useState<{ field: 'from' | 'to'; message: string } | null>(null);

  // Back and forward move through the address: the controls follow it.
  useEffect(() => {
    setPeriod(address.days === null ? CUSTOM : String(address.days));
    if (address.days === null) {
      setFrom(address.from);
      setTo(address.to);
    }
  }, [address.days, address.from, address.to]);

  const choosePeriod = (value: string | null) => {
    if (!value) return;
    setPeriod(value);
    setRangeError(null);
    if (value !== CUSTOM) onChange({ period: Number(value) as PresetDays });
  };

  const applyRange = (event: FormEvent) => {
    event.preventDefault();
    if (!isIsoDate(from)) return setRangeError({ field: 'from', message: t('validation.date') });
    if (!isIsoDate(to)) return setRangeError({ field: 'to', message: t('validation.date') });
    const problem = rangeProblem(from, to);
    if (problem)
      return setRangeError({ field: problem === 'analytics.rangeOrder' ? 'to' : 'from', message: t(problem) });
    setRangeError(null);
    onChange({ range: { from, to } });
  };

  const filter = (key: FilterKey) => (value: string | null) =>
    onChange({ filter: key, value: value ? Number(value) : null });
  const value = (key: FilterKey) => {
    const v = address.filters[key];
    return v === undefined ? '' : String(v);
  };
  const hasFilters = Object.keys(address.filters).length > 0;
  const courseId = address.filters.courseId;

  return (
    <SectionCard title={t('analytics.filters.title')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="sm">
        <Select
          label={t('analytics.filters.period')}
          data={[
            ...PERIOD_PRESETS.map((days) => ({
              value: String(days),
              label: t(`analytics.filters.last${days}`),
            })),
            { value: CUSTOM, label: t('analytics.filters.custom') },
          ]}
          value={period}
          onChange={choosePeriod}
          allowDeselect={false}
          data-filter="period"
        />
        <Select
          label={t('analytics.filters.course')}
          data={[
            { value: '', label: t('analytics.filters.allCourses') },
            ...(courses.data?.items ?? []).map((c) => ({ value: String(c.id), label: c.name })),
          ]}
          value={value('courseId')}
          onChange={filter('courseId')}
          allowDeselect={false}
          searchable
          nothingFoundMessage={t('profile.form.nothingFound')}
        />
        <Select
          label={t('analytics.filters.classe')}
          description={courseId === undefined ? t('analytics.filters.chooseCourse') : undefined}
          data={[
            { value: '', label: t('analytics.filters.allClasses') },
            ...(courseId === undefined ? [] : (classes.data ?? [])).map((c) => ({
              value: String(c.id),
              label: classLabel(c),
            })),
          ]}
          value={value('classeId')}
          onChange={filter('classeId')}
          allowDeselect={false}
          disabled={courseId === undefined}
        />
        <Select
          label={t('analytics.filters.trail')}
          data={[
            { value: '', label: t('analytics.filters.allTrails') },
            ...(trails.data ?? []).map((trail) => ({ value: String(trail.id), label: trail.name })),
          ]}
          value={value('trailId')}
          onChange={filter('trailId')}
          allowDeselect={false}
        />
        <Select
          label={t('analytics.filters.mentorArea')}
          data={[
            { value: '', label: t('analytics.filters.allAreas') },
            ...(areas.data ?? []).map((item) => ({ value: String(item.id), label: optionItemLabel(item, locale) })),
          ]}
          value={value('mentorArea')}
          onChange={filter('mentorArea')}
          allowDeselect={false}
        />
      </SimpleGrid>
      {period === CUSTOM ? (
        <form onSubmit={applyRange} noValidate data-custom-range>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <DateField
              label={t('analytics.filters.from')}
              value={from}
              onChange={setFrom}
              error={rangeError?.field === 'from' ? rangeError.message : undefined}
              w={200}
            />
            <DateField
              label={t('analytics.filters.to')}
              value={to}
              onChange={setTo}
              error={rangeError?.field === 'to' ? rangeError.message : undefined}
              w={200}
            />
            <Button type="submit" mt={25}>
              {t('analytics.filters.apply')}
            </Button>
          </Group>
        </form>
      ) : null}
      {hasFilters ? (
        <Group>
          <Button variant="subtle" size="compact-sm" onClick={() => onChange({ clearFilters: true })}>
            {t('analytics.filters.clear')}
          </Button>
        </Group>
      ) : null}
    </SectionCard>
  );
}
