import {
  CLASS_STAGES,
  type ClassStage,
  type ClassSummary,
  COURSE_MODALITIES,
  COURSE_STATUSES,
  type CourseStatus,
  ENROLMENT_STATUS_CODES,
  ENROLMENT_STATUSES,
  type EnrolmentStatus,
} from '@ponte/shared/courses.schema';
import { optionLabel } from '@ponte/shared/enum-options';
import type { OptionType } from '@ponte/shared/options.schema';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBadge, type StatusTone } from '@/components/status-badge';
import { formatDate } from '@/lib/format';
import { currentLocale } from '@/lib/i18n';
import { optionItemLabel } from '@/lib/option-label';
import { optionsQuery } from '../api/courses-api.ts';

const STATUS_TONES: Record<EnrolmentStatus, StatusTone> = { A: 'positive', I: 'warning', E: 'negative', C: 'neutral' };

/** "Ativo", "Evadido"… in the interface language (spec §4's A/I/E/C). */
export function enrolmentStatusLabel(status: EnrolmentStatus): string {
  return optionLabel(ENROLMENT_STATUSES, status, currentLocale());
}

/** A status as the status selects offer it, its letter first ("A — Ativo"). */
export function enrolmentStatusText(status: EnrolmentStatus): string {
  return `${status} — ${enrolmentStatusLabel(status)}`;
}

/** The statuses as a select's options, in the spec's order. */
export function enrolmentStatusOptions(): { value: EnrolmentStatus; label: string }[] {
  return ENROLMENT_STATUS_CODES.map((code) => ({ value: code, label: enrolmentStatusText(code) }));
}

/** An enrolment's status chip: the label, with its letter for whoever reads the codes. */
export function EnrolmentStatusBadge({ status }: { status: EnrolmentStatus }) {
  useTranslation();
  // A table column narrower than the label would cut it ("EVAD…"): the chip keeps its whole width.
  return (
    <span style={{ display: 'inline-block', minWidth: 'max-content' }}>
      <StatusBadge tone={STATUS_TONES[status]} data-status={status}>
        {enrolmentStatusLabel(status)}
      </StatusBadge>
    </span>
  );
}

const STAGE_TONES: Record<ClassStage, StatusTone> = {
  planned: 'neutral',
  open: 'positive',
  in_progress: 'positive',
  ended: 'neutral',
  cancelled: 'negative',
};

export function ClassStageBadge({ stage }: { stage: ClassStage }) {
  useTranslation();
  return <StatusBadge tone={STAGE_TONES[stage]}>{optionLabel(CLASS_STAGES, stage, currentLocale())}</StatusBadge>;
}

const COURSE_STATUS_TONES: Record<CourseStatus, StatusTone> = {
  draft: 'warning',
  published: 'positive',
  archived: 'neutral',
};

export function CourseStatusBadge({ status }: { status: CourseStatus }) {
  useTranslation();
  return (
    <StatusBadge tone={COURSE_STATUS_TONES[status]}>
      {optionLabel(COURSE_STATUSES, status, currentLocale())}
    </StatusBadge>
  );
}

export function modalityLabel(modality: (typeof COURSE_MODALITIES)[number]['value']): string {
  return optionLabel(COURSE_MODALITIES, modality, currentLocale());
}

/** "01/03/2026 – 30/06/2026", one side alone when the other is unknown, or null. */
export function periodText(start: string | null, end: string | null): string | null {
  if (start && end) return `${formatDate(start)} – ${formatDate(end)}`;
  if (start) return formatDate(start);
  if (end) return `– ${formatDate(end)}`;
  return null;
}

/** "T01 · Turma da manhã" */
export function className(classe: Pick<ClassSummary, 'code' | 'name'>): string {
  return classe.code ? `${classe.code} · ${classe.name}` : classe.name;
}

/**
 * A tenant's option items (MENTOR_AREA, EVASION_REASON) with their labels in the interface language.
 * A failed load leaves the list empty: labels then read "Não informado" rather than an id.
 */
export function useOptionItems(type: OptionType) {
  const { t, i18n } = useTranslation();
  const query = useQuery(optionsQuery(type));
  const items = query.data ?? [];
  const locale = currentLocale();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the labels follow the interface language
  const label = useCallback(
    (id: number | null | undefined): string => {
      if (id === null || id === undefined) return t('courses.notInformed');
      const item = items.find((i) => i.id === id);
      return item ? optionItemLabel(item, locale) : t('courses.notInformed');
    },
    [items, locale, t, i18n.language],
  );
  const data = items.map((item) => ({ value: String(item.id), label: optionItemLabel(item, locale) }));
  return { items, data, label, isPending: query.isPending };
}
