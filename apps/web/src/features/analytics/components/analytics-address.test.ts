import { describe, expect, it } from 'vitest';
import {
  addDays,
  apiParams,
  changeAddress,
  periodOf,
  rangeProblem,
  readAddress,
  saoPauloToday,
} from './analytics-address.ts';

const read = (search: string) => readAddress(new URLSearchParams(search));
const TODAY = '2026-05-20';

describe('analytics address', () => {
  it('defaults to the last 30 days without filters', () => {
    expect(read('')).toEqual({ days: 30, from: null, to: null, filters: {}, breakdown: null });
  });

  it('reads a preset, the filters and the breakdown', () => {
    expect(read('dias=7&courseId=3&classeId=9&trailId=2&mentorArea=28&por=raca')).toEqual({
      days: 7,
      from: null,
      to: null,
      filters: { courseId: 3, classeId: 9, trailId: 2, mentorArea: 28 },
      breakdown: 'raca',
    });
  });

  it('prefers a complete custom range to a preset', () => {
    expect(read('dias=7&de=2026-01-01&ate=2026-01-31')).toMatchObject({
      days: null,
      from: '2026-01-01',
      to: '2026-01-31',
    });
  });

  it('drops what it cannot hold and keeps the rest', () => {
    // 14 is no preset, an id must be a positive integer, a breakdown one of four.
    expect(read('dias=14&courseId=abc&trailId=-1&por=idade&mentorArea=27')).toEqual({
      days: 30,
      from: null,
      to: null,
      filters: { mentorArea: 27 },
      breakdown: null,
    });
    // A half range, an impossible date, a reversed or too long range fall back to the preset.
    expect(read('dias=90&de=2026-01-01')).toMatchObject({ days: 90, from: null });
    expect(read('de=2026-02-30&ate=2026-03-01')).toMatchObject({ days: 30, from: null });
    expect(read('de=2026-03-01&ate=2026-02-01')).toMatchObject({ days: 30, from: null });
    expect(read('de=2025-01-01&ate=2026-03-01')).toMatchObject({ days: 30, from: null });
  });

  it('drops a class without its course', () => {
    expect(read('classeId=9').filters).toEqual({});
  });

  it('turns a preset into the API period ending today, both days included', () => {
    expect(periodOf(read('dias=7'), TODAY)).toEqual({ de: '2026-05-14', ate: TODAY });
    expect(periodOf(read(''), TODAY)).toEqual({ de: '2026-04-21', ate: TODAY });
    expect(periodOf(read('de=2026-01-01&ate=2026-01-31'), TODAY)).toEqual({ de: '2026-01-01', ate: '2026-01-31' });
  });

  it('writes the same query for the chart, its CSV and the figures', () => {
    const address = read('dias=7&courseId=3&classeId=9&por=genero');
    expect(apiParams(address, TODAY).toString()).toBe('de=2026-05-14&ate=2026-05-20&courseId=3&classeId=9');
    expect(apiParams(address, TODAY, { por: 'genero', format: 'csv' }).toString()).toBe(
      'de=2026-05-14&ate=2026-05-20&courseId=3&classeId=9&por=genero&format=csv',
    );
  });

  it('changes one thing at a time in the address', () => {
    const params = new URLSearchParams('de=2026-01-01&ate=2026-01-31&courseId=3&classeId=9&por=raca');
    expect(changeAddress(params, { period: 90 }).toString()).toBe('courseId=3&classeId=9&por=raca&dias=90');
    expect(
      changeAddress(new URLSearchParams('dias=7'), { range: { from: '2026-02-01', to: '2026-02-10' } }).toString(),
    ).toBe('de=2026-02-01&ate=2026-02-10');
    // A new course clears the class of the old one.
    expect(changeAddress(params, { filter: 'courseId', value: 4 }).toString()).toBe(
      'de=2026-01-01&ate=2026-01-31&courseId=4&por=raca',
    );
    expect(changeAddress(params, { filter: 'classeId', value: null }).toString()).toBe(
      'de=2026-01-01&ate=2026-01-31&courseId=3&por=raca',
    );
    expect(changeAddress(params, { breakdown: null }).toString()).toBe(
      'de=2026-01-01&ate=2026-01-31&courseId=3&classeId=9',
    );
    expect(changeAddress(params, { clearFilters: true }).toString()).toBe('de=2026-01-01&ate=2026-01-31&por=raca');
  });

  it('checks a custom range as the API does', () => {
    expect(rangeProblem('2026-01-01', '2026-01-01')).toBeNull();
    expect(rangeProblem('2026-01-02', '2026-01-01')).toBe('analytics.rangeOrder');
    expect(rangeProblem('2025-01-01', '2026-02-06')).toBe('analytics.rangeTooLong');
    expect(rangeProblem('2025-01-01', '2026-02-05')).toBeNull();
  });

  it("knows São Paulo's date, which is not UTC's late in the evening", () => {
    expect(saoPauloToday(new Date('2026-05-21T02:30:00Z'))).toBe('2026-05-20');
    expect(saoPauloToday(new Date('2026-05-21T03:30:00Z'))).toBe('2026-05-21');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
