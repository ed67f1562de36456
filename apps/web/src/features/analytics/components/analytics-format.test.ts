import { describe, expect, it } from 'vitest';
import { changeOf, columnKind, createFormatter, describeChange, drawable } from './analytics-format.ts';

const texts = {
  datePattern: 'DD/MM/YYYY',
  days: (value: string, count: number) => `${value} ${count === 1 ? 'dia' : 'dias'}`,
  points: (value: string) => `${value} p.p.`,
};
const pt = createFormatter('pt-BR', texts);
const en = createFormatter('en-US', texts);
const es = createFormatter('es-MX', texts);

describe('analytics formatting', () => {
  it('knows each column kind', () => {
    expect(columnKind('rate')).toBe('share');
    expect(columnKind('people')).toBe('count');
    expect(columnKind('lastActivity')).toBe('date');
    expect(columnKind('classe')).toBe('text');
  });

  it('writes shares as percentages in each language', () => {
    expect(pt.value('share', 0.2575)).toBe('25,8%');
    expect(en.value('share', 0.2575)).toBe('25.8%');
    expect(es.value('share', 0.2575)).toBe('25.8%');
  });

  it('writes counts, days and gains per locale', () => {
    expect(pt.value('count', 12345)).toBe('12.345');
    expect(en.value('count', 12345)).toBe('12,345');
    expect(pt.value('days', 2.5)).toBe('2,5 dias');
    expect(pt.value('days', 1)).toBe('1 dia');
    expect(en.value('gain', 0.4)).toBe('0.40');
    expect(pt.value('gain', -0.125)).toBe('-0,13');
  });

  it('writes dates dd/mm/yyyy in every language', () => {
    expect(pt.value('date', '2026-03-09')).toBe('09/03/2026');
    expect(en.value('date', '2026-03-09')).toBe('09/03/2026');
  });

  it('keeps a masked group and a label as the server wrote them; nothing is a dash', () => {
    expect(pt.value('count', '<5')).toBe('<5');
    expect(pt.value('text', 'Perfil completo')).toBe('Perfil completo');
    expect(pt.value('share', null)).toBe('—');
    expect(drawable('<5')).toBeNull();
    expect(drawable(7)).toBe(7);
  });

  it('says how much a figure changed without a sign, shares in percentage points', () => {
    expect(pt.amount('count', 3)).toBe('3');
    expect(pt.amount('count', -26)).toBe('26');
    expect(pt.amount('share', 0.05)).toBe('5 p.p.');
    expect(pt.amount('share', -0.0126)).toBe('1,3 p.p.');
    expect(pt.amount('days', 1.5)).toBe('1,5 dias');
    expect(pt.amount('days', -1)).toBe('1 dia');
    expect(en.amount('gain', 0.125)).toBe('0.13');
  });

  it('describes a fall as a fall of a positive amount', () => {
    expect(describeChange({ value: 19, previous: 45 }, 'count', pt)).toEqual({
      direction: 'down',
      amount: '26',
      previous: '45',
    });
    expect(describeChange({ value: 0.25, previous: 0 }, 'share', pt)).toEqual({
      direction: 'up',
      amount: '25 p.p.',
      previous: '0%',
    });
    expect(describeChange({ value: 5, previous: null }, 'count', pt).direction).toBe('none');
  });

  it('tells which way a figure moved, or that there is nothing to compare with', () => {
    expect(changeOf({ value: 12, previous: 10 })).toEqual({ direction: 'up', delta: 2 });
    expect(changeOf({ value: 0.2, previous: 0.25 })).toEqual({ direction: 'down', delta: -0.05 });
    expect(changeOf({ value: 4, previous: 4 })).toEqual({ direction: 'same', delta: 0 });
    expect(changeOf({ value: 4, previous: null }).direction).toBe('none');
    expect(changeOf({ value: null, previous: 3 }).direction).toBe('none');
  });
});
