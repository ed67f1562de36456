import { describe, expect, it } from 'vitest';
import { barsOf, classLabeller, hasMasked, pivot } from './chart-data.ts';

describe('chart data', () => {
  it('names classes by course only when several courses are shown', () => {
    const one = [{ course: 'Lógica', classe: 'T1' }];
    expect(classLabeller(one)(one[0]!)).toBe('T1');
    const two = [
      { course: 'Lógica', classe: 'T1' },
      { course: 'Web', classe: 'T1' },
    ];
    expect(classLabeller(two)(two[1]!)).toBe('Web · T1');
    expect(classLabeller(two, '\n')(two[1]!)).toBe('Web\nT1');
  });

  it('draws one bar per row, leaving masked values undrawn', () => {
    expect(
      barsOf(
        [
          { step: 'Criados', people: 12 },
          { step: 'Completos', people: '<5' },
        ],
        (r) => String(r.step),
        ['people'],
      ),
    ).toEqual([
      { category: 'Criados', people: 12 },
      { category: 'Completos', people: null },
    ]);
  });

  it('pivots two-way rows with synthetic series keys (a dot in a name is no path)', () => {
    const rows = [
      { course: 'Node.js', reason: 'Trabalho', evasions: 2 },
      { course: 'Node.js', reason: 'Saúde', evasions: 1 },
      { course: 'Web', reason: 'Trabalho', evasions: 3 },
    ];
    expect(
      pivot(
        rows,
        (r) => String(r.course),
        (r) => String(r.reason),
        'evasions',
      ),
    ).toEqual({
      series: [
        { name: 's0', label: 'Trabalho' },
        { name: 's1', label: 'Saúde' },
      ],
      data: [
        { category: 'Node.js', s0: 2, s1: 1 },
        { category: 'Web', s0: 3, s1: null },
      ],
    });
  });

  it('finds masked groups', () => {
    expect(hasMasked([{ people: 6 }, { people: '<5' }], 'people')).toBe(true);
    expect(hasMasked([{ people: 6 }], 'people')).toBe(false);
  });
});
