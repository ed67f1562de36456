import { describe, expect, it } from 'vitest';
import { withRow } from './use-row-selection.ts';

describe('withRow', () => {
  it('ticks a row that was not ticked, leaving the others', () => {
    const before = new Set(['a']);
    const after = withRow(before, 'b', true);
    expect([...after].sort()).toEqual(['a', 'b']);
    expect([...before]).toEqual(['a']);
  });

  it('clears a ticked row', () => {
    expect([...withRow(new Set(['a', 'b']), 'a', false)]).toEqual(['b']);
  });

  it('returns the same set when the row is already as asked', () => {
    const selected = new Set(['a']);
    expect(withRow(selected, 'a', true)).toBe(selected);
    expect(withRow(selected, 'z', false)).toBe(selected);
  });
});
