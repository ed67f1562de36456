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
