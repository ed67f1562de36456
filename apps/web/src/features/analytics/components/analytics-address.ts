import {
  ANALYTICS_BREAKDOWNS,
  type AnalyticsBreakdown,
  PERIOD_DEFAULT_DAYS,
  PERIOD_MAX_DAYS,
  PERIOD_PRESETS,
} from '@ponte/shared/analytics.schema';
import { emptyToUndefined } from '@ponte/shared/list-query';
import { z } from 'zod';
import { parseListParams, withParams } from '@/lib/list-params';

/**
 * The analytics screen's state is its address (ADR 0036): a preset period (`dias`: 7, 30 or 90, the
 * period ending today) or a custom range (`de`/`ate`, São Paulo dates), the course, class, trail and
 * mentor area filters, and the funnel's breakdown (`por`). A shared link keeps "the last 7 days" as
 * such; a value the address cannot hold is dropped and the rest kept.
 */
export type PresetDays = (typeof PERIOD_PRESETS)[number];

export const ADDRESS_KEYS = ['dias', 'de', 'ate', 'courseId', 'classeId', 'trailId', 'mentorArea', 'por'] as const;
/** The filters a chart's data depends on (the breakdown only changes the funnel). */
export const FILTER_KEYS = ['courseId', 'classeId', 'trailId', 'mentorArea'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

const isoDate = z.preprocess(emptyToUndefined, z.iso.date().optional());
const id = z.preprocess(emptyToUndefined, z.coerce.number().int().positive().optional());

const addressSchema = z
  .object({
    dias: z.preprocess(
      emptyToUndefined,
      z
        .enum(PERIOD_PRESETS.map(String) as [string, ...string[]])
        .transform(Number)
        .optional(),
    ),
    de: isoDate,
    ate: isoDate,
    courseId: id,
    classeId: id,
    trailId: id,
    mentorArea: id,
    por: z.preprocess(emptyToUndefined, z.enum(ANALYTICS_BREAKDOWNS).optional()),
  })
  .superRefine((a, ctx) => {
    const problem = a.de && a.ate ? rangeProblem(a.de, a.ate) : null;
    if (problem)
      ctx.addIssue({ code: 'custom', path: [problem === 'analytics.rangeOrder' ? 'ate' : 'de'], message: problem });
  });

export interface AnalyticsAddress {
  /** The preset, or null for a custom range. */
  days: PresetDays | null;
  /** The custom range (both set only when `days` is null). */
  from: string | null;
  to: string | null;
  filters: Partial<Record<FilterKey, number>>;
  breakdown: AnalyticsBreakdown | null;
}

const DAY_MS = 86_400_000;

function utcOf(iso: string): number {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
}

/** yyyy-mm-dd plus `days` (negative goes back). */
export function addDays(iso: string, days: number): string {
  return new Date(utcOf(iso) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Today's date in São Paulo, the calendar the API's periods use (ADR 0045). */
export function saoPauloToday(now: Date = new Date()): string {
  // en-CA writes yyyy-mm-dd.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** Why a custom range cannot be asked for, as the API's own message keys; null when it can. */
export function rangeProblem(from: string, to: string): 'analytics.rangeOrder' | 'analytics.rangeTooLong' | null {
  if (from > to) return 'analytics.rangeOrder';
  if ((utcOf(to) - utcOf(from)) / DAY_MS > PERIOD_MAX_DAYS) return 'analytics.rangeTooLong';
  return null;
}

export function readAddress(params: URLSearchParams): AnalyticsAddress {
  const parsed = parseListParams(addressSchema, params, ADDRESS_KEYS);
  const custom = parsed.de !== undefined && parsed.ate !== undefined;
  const filters: Partial<Record<FilterKey, number>> = {};
  for (const key of FILTER_KEYS) {
    const value = parsed[key];
    if (value !== undefined) filters[key] = value;
  }
  // A class belongs to a course: without the course the class select cannot show it, so it is dropped.
  if (filters.courseId === undefined) delete filters.classeId;
  return {
    days: custom ? null : ((parsed.dias as PresetDays | undefined) ?? PERIOD_DEFAULT_DAYS),
    from: custom ? (parsed.de ?? null) : null,
    to: custom ? (parsed.ate ?? null) : null,
    filters,
    breakdown: parsed.por ?? null,
  };
}

/** The period the address asks for, as the API's `de`/`ate`: a preset ends today (São Paulo). */
export function periodOf(address: AnalyticsAddress, today: string): { de: string; ate: string } {
  if (address.days === null && address.from && address.to) return { de: address.from, ate: address.to };
  const days = address.days ?? PERIOD_DEFAULT_DAYS;
  return { de: addDays(today, -(days - 1)), ate: today };
}

/** The API's query for the address (the same for the chart, its CSV and the headline figures). */
export function apiParams(
  address: AnalyticsAddress,
  today: string,
  extra: Readonly<Record<string, string | undefined>> = {},
): URLSearchParams {
  const params = new URLSearchParams(periodOf(address, today));
  for (const key of FILTER_KEYS) {
    const value = address.filters[key];
    if (value !== undefined) params.set(key, String(value));
  }
  for (const [key, value] of Object.entries(extra)) if (value) params.set(key, value);
  return params;
}

/** The address after a change: a preset clears the custom range and the other way round; a new course its class. */
export type AddressChange =
  | { period: PresetDays }
  | { range: { from: string; to: string } }
  | { filter: FilterKey; value: number | null }
  | { breakdown: AnalyticsBreakdown | null }
  | { clearFilters: true };

export function changeAddress(params: URLSearchParams, change: AddressChange): URLSearchParams {
  if ('period' in change) return withParams(params, { dias: String(change.period), de: null, ate: null });
  if ('range' in change) return withParams(params, { dias: null, de: change.range.from, ate: change.range.to });
  if ('breakdown' in change) return withParams(params, { por: change.breakdown });
  if ('clearFilters' in change) return withParams(params, Object.fromEntries(FILTER_KEYS.map((k) => [k, null])));
  const value = change.value === null ? null : String(change.value);
  if (change.filter === 'courseId') return withParams(params, { courseId: value, classeId: null });
  return withParams(params, { [change.filter]: value });
}
