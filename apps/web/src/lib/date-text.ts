/** The dd/mm/yyyy text people type (spec §9) and the ISO yyyy-mm-dd dates the API speaks. */
export const DATE_TEXT_MASK = '99/99/9999';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TYPED_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

export function isIsoDate(value: unknown): value is string {
  return typeof value === 'string' && ISO_DATE.test(value);
}

/** "31/12/2000" → "2000-12-31" when it is a real calendar day, else null. */
export function typedToIso(text: string): string | null {
  const match = TYPED_DATE.exec(text);
  if (!match) return null;
  const [, d = '', m = '', y = ''] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  const real =
    date.getUTCFullYear() === Number(y) && date.getUTCMonth() === Number(m) - 1 && date.getUTCDate() === Number(d);
  return real ? `${y}-${m}-${d}` : null;
}

/** "2000-12-31" → "31/12/2000"; anything else is returned as it is (a half-typed date). */
export function isoToTyped(value: string | null | undefined): string {
  if (!value) return '';
  const match = ISO_DATE.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}

/** A calendar day (yyyy-mm-dd, that day wherever the browser is) or an instant (ISO with a time). */
function readDate(value: string | Date): Date {
  if (value instanceof Date) return value;
  const day = ISO_DATE.exec(value);
  return day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * A date in a numeric dayjs pattern (YYYY, MM, DD, M, D and separators: the catalogues'
 * `format.date`), read as dayjs reads it, without loading dayjs on every screen that shows a date.
 * date-text.test.ts compares both.
 */
export function formatDatePattern(value: string | Date, pattern: string): string {
  const date = readDate(value);
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  const tokens: Record<string, string> = {
    YYYY: String(date.getFullYear()).padStart(4, '0'),
    MM: two(date.getMonth() + 1),
    M: String(date.getMonth() + 1),
    DD: two(date.getDate()),
    D: String(date.getDate()),
  };
  return pattern.replace(/YYYY|MM|DD|M|D/g, (token) => tokens[token] ?? token);
}
