import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formatDatePattern, isIsoDate, isoToTyped, typedToIso } from './date-text.ts';

describe('typedToIso', () => {
  it('turns a complete dd/mm/yyyy into ISO', () => {
    expect(typedToIso('31/12/2000')).toBe('2000-12-31');
    expect(typedToIso('29/02/2024')).toBe('2024-02-29');
  });

  it('refuses impossible days and half-typed text', () => {
    expect(typedToIso('29/02/2023')).toBeNull();
    expect(typedToIso('31/04/2000')).toBeNull();
    expect(typedToIso('00/01/2000')).toBeNull();
    expect(typedToIso('12/13/2000')).toBeNull();
    expect(typedToIso('12/1')).toBeNull();
    expect(typedToIso('')).toBeNull();
  });
});

describe('isoToTyped', () => {
  it('shows ISO dates as dd/mm/yyyy and leaves anything else alone', () => {
    expect(isoToTyped('2000-12-31')).toBe('31/12/2000');
    expect(isoToTyped('12/0')).toBe('12/0');
    expect(isoToTyped(null)).toBe('');
  });

  it('round-trips', () => {
    expect(typedToIso(isoToTyped('1999-01-05'))).toBe('1999-01-05');
    expect(isIsoDate('1999-01-05')).toBe(true);
    expect(isIsoDate('05/01/1999')).toBe(false);
  });
});

describe('formatDatePattern', () => {
  const values = [
    '2024-02-29',
    '2000-12-31',
    '0999-01-05',
    '2024-05-01T00:30:00Z',
    '2024-05-01T23:30:00.123Z',
    '2024-05-01T10:00:00-03:00',
    '2024-12-31T23:59:59+14:00',
    '2024-05-01T10:00:00',
    'not a date',
  ];
  const patterns = ['DD/MM/YYYY', 'MM/DD/YYYY', 'YYYY-MM-DD', 'D/M/YYYY'];

  it.each(values)('reads and writes %s as dayjs does', (value) => {
    for (const pattern of patterns) expect(formatDatePattern(value, pattern)).toBe(dayjs(value).format(pattern));
  });

  it('takes a Date too', () => {
    const date = new Date(2021, 6, 9, 15, 4);
    expect(formatDatePattern(date, 'DD/MM/YYYY')).toBe('09/07/2021');
  });
});
