import type { AnalyticsKey, Cell, Figure, SummaryFigure } from '@ponte/shared/analytics.schema';
import { formatDatePattern, isIsoDate } from '@/lib/date-text';

/**
 * How the analytics screen writes what the API answers: counts, shares (0–1) as percentages, days with
 * one decimal, dates dd/mm/yyyy, in the interface language's notation (Intl); a masked group ("<5") and
 * the server's own labels as they come. The change of a figure against the previous period is said in
 * words beside an arrow, never by colour alone.
 */
export type ValueKind = 'count' | 'share' | 'days' | 'date' | 'gain' | 'text';

const COLUMN_KINDS: Readonly<Record<string, ValueKind>> = {
  people: 'count',
  enrolled: 'count',
  evaded: 'count',
  early: 'count',
  completed: 'count',
  onTime: 'count',
  week: 'count',
  retained: 'count',
  evasions: 'count',
  requests: 'count',
  active: 'count',
  capacity: 'count',
  base: 'count',
  conversion: 'share',
  rate: 'share',
  earlyRate: 'share',
  onTimeRate: 'share',
  load: 'share',
  // engajamento's "value" column is a share of its base.
  value: 'share',
  start: 'date',
  end: 'date',
  lastActivity: 'date',
};

/** The kind of a chart's column (everything not listed is a text the server wrote). */
export function columnKind(column: string): ValueKind {
  return COLUMN_KINDS[column] ?? 'text';
}

export const SUMMARY_KINDS: Readonly<Record<SummaryFigure, ValueKind>> = {
  newTalents: 'count',
  enrolments: 'count',
  completions: 'count',
  evasions: 'count',
  evasionRate: 'share',
  atRisk: 'count',
  waiting: 'count',
  medianDaysToMentor: 'days',
  activeMentorships: 'count',
  engagementRate: 'share',
};

/** Each chart's headline (its `summary`) and the extras it names, with their kinds. */
export const HEADLINES: Readonly<Record<AnalyticsKey, readonly { figure: string; kind: ValueKind }[]>> = {
  funil: [{ figure: 'summary', kind: 'share' }],
  evasao: [
    { figure: 'summary', kind: 'share' },
    { figure: 'early', kind: 'share' },
  ],
  conclusao: [
    { figure: 'summary', kind: 'share' },
    { figure: 'onTime', kind: 'share' },
  ],
  retencao: [],
  'motivos-evasao': [{ figure: 'summary', kind: 'count' }],
  'em-risco': [{ figure: 'summary', kind: 'count' }],
  'tempo-ate-mentor': [
    { figure: 'summary', kind: 'days' },
    { figure: 'p90', kind: 'days' },
    { figure: 'linked', kind: 'count' },
  ],
  'carga-mentores': [
    { figure: 'summary', kind: 'share' },
    { figure: 'withoutMentee', kind: 'count' },
  ],
  engajamento: [
    { figure: 'summary', kind: 'share' },
    { figure: 'completion', kind: 'share' },
  ],
  ganho: [
    { figure: 'summary', kind: 'gain' },
    { figure: 'pairs', kind: 'count' },
    { figure: 'passRate', kind: 'share' },
  ],
};

export interface Formatter {
  /** A value of a kind; null is "—", a text (the "<5" of a masked group, a label) is kept as it is. */
  value: (kind: ValueKind, value: Cell | undefined) => string;
  /** A number of a kind without its unit (the chart's axis ticks). */
  number: (kind: ValueKind, value: number) => string;
  /** How much a figure changed, without sign (the words say which way), shares in percentage points. */
  amount: (kind: ValueKind, magnitude: number) => string;
}

export interface FormatTexts {
  /** The catalogue's date pattern (format.date: DD/MM/YYYY). */
  datePattern: string;
  /** "2,5 dias": a number already written, and the count that picks the plural. */
  days: (value: string, count: number) => string;
  /** "3,2 p.p." */
  points: (value: string) => string;
}

export function createFormatter(locale: string, texts: FormatTexts): Formatter {
  const integer = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const oneDecimal = new Intl.NumberFormat(locale, { minimumFractionDigits: 0, maximumFractionDigits: 1 });
  const twoDecimals = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const number = (kind: ValueKind, value: number): string => {
    switch (kind) {
      case 'share':
        return percent.format(value);
      case 'days':
        return oneDecimal.format(value);
      case 'gain':
        return twoDecimals.format(value);
      default:
        return integer.format(value);
    }
  };

  return {
    number,
    value: (kind, value) => {
      if (value === null || value === undefined || value === '') return '—';
      if (typeof value === 'string') {
        return kind === 'date' && isIsoDate(value) ? formatDatePattern(value, texts.datePattern) : value;
      }
      if (kind === 'days') return texts.days(oneDecimal.format(value), value);
      return number(kind, value);
    },
    amount: (kind, magnitude) => {
      const size = Math.abs(magnitude);
      switch (kind) {
        case 'share':
          // A share's change is in percentage points: 20% → 25% is 5 p.p., not 25%.
          return texts.points(oneDecimal.format(Math.round(size * 1000) / 10));
        case 'days':
          return texts.days(oneDecimal.format(size), size);
        case 'gain':
          return twoDecimals.format(size);
        default:
          return integer.format(size);
      }
    },
  };
}

export type ChangeDirection = 'up' | 'down' | 'same' | 'none';

/** Which way a figure moved against the previous period ("none": nothing to compare with). */
export function changeOf(figure: Figure): { direction: ChangeDirection; delta: number } {
  if (figure.value === null || figure.previous === null) return { direction: 'none', delta: 0 };
  // Shares come with four decimals: a difference below that is rounding, not a change.
  const delta = Math.round((figure.value - figure.previous) * 10_000) / 10_000;
  return { direction: delta > 0 ? 'up' : delta < 0 ? 'down' : 'same', delta };
}

/** A chart's value as a number to draw: a masked group ("<5") or nothing is not drawn. */
export function drawable(value: Cell | undefined): number | null {
  return typeof value === 'number' ? value : null;
}

/**
 * A figure's change in words: which text to use and its values ("Caiu 26 em relação ao período
 * anterior (45)"); the direction is in the words and the arrow, so the amount carries no sign.
 */
export function describeChange(
  figure: Figure,
  kind: ValueKind,
  format: Formatter,
): { direction: ChangeDirection; amount: string; previous: string } {
  const { direction, delta } = changeOf(figure);
  return { direction, amount: format.amount(kind, delta), previous: format.value(kind, figure.previous) };
}
