import type { Cell } from '@ponte/shared/analytics.schema';
import { drawable } from './analytics-format.ts';

/**
 * The API's rows reshaped for the charts (recharts wants one object per category with a key per
 * series). Series keys are synthetic (s0, s1…): recharts reads a dot in a key as a path, and names of
 * classes, courses and reasons are the server's texts. A masked group ("<5") is left undrawn.
 */
type Row = Readonly<Record<string, Cell>>;
export type Datum = Record<string, string | number | null>;

export interface ChartSeries {
  name: string;
  label: string;
}

export interface ChartData {
  data: Datum[];
  series: ChartSeries[];
}

const text = (value: Cell | undefined) => (value === null || value === undefined ? '—' : String(value));

/** Distinct values of a column, in the order the API wrote them. */
function distinct(rows: readonly Row[], column: string): string[] {
  return [...new Set(rows.map((r) => text(r[column])))];
}

/**
 * "Turma A" when every class is of one course, else "Curso · Turma A" (the course first: demo classes
 * of different courses share names); `separator` "\n" puts them on two lines beside a bar.
 */
export function classLabeller(rows: readonly Row[], separator = ' · '): (row: Row) => string {
  const oneCourse = distinct(rows, 'course').length <= 1;
  return (row) => (oneCourse ? text(row.classe) : `${text(row.course)}${separator}${text(row.classe)}`);
}

/** One bar per category and one value column per series name (evasion and completion rates, counts). */
export function barsOf(rows: readonly Row[], category: (row: Row) => string, columns: readonly string[]): Datum[] {
  return rows.map((row) => {
    const datum: Datum = { category: category(row) };
    for (const column of columns) datum[column] = drawable(row[column]);
    return datum;
  });
}

/**
 * Two-way rows (x, series, value) as one datum per x with a key per series: the funnel by group,
 * the reasons stacked per course, retention per class and week.
 */
export function pivot(
  rows: readonly Row[],
  x: (row: Row) => string | number,
  seriesOf: (row: Row) => string,
  value: string,
): ChartData {
  const labels = [...new Set(rows.map(seriesOf))];
  const series = labels.map((label, i) => ({ name: `s${i}`, label }));
  const keyOf = new Map(series.map((s) => [s.label, s.name]));
  const byX = new Map<string | number, Datum>();
  for (const row of rows) {
    const at = x(row);
    let datum = byX.get(at);
    if (!datum) {
      datum = { category: at };
      for (const s of series) datum[s.name] = null;
      byX.set(at, datum);
    }
    datum[keyOf.get(seriesOf(row))!] = drawable(row[value]);
  }
  return { data: [...byX.values()], series };
}

/** Whether any value of a column is masked ("<5"). */
export function hasMasked(rows: readonly Row[], column: string): boolean {
  return rows.some((r) => typeof r[column] === 'string');
}
