import { describe, expect, it } from 'vitest';
import { choicesToIds, choiceToId, idsToChoices, idToChoice } from './id-choice.ts';

describe('id choices', () => {
  it('shows an id as its text and no id as no choice', () => {
    expect(idToChoice(12)).toBe('12');
    expect(idToChoice(0)).toBe('0');
    expect(idToChoice(null)).toBeNull();
    expect(idToChoice(undefined)).toBeNull();
  });

  it('reads a choice back as its id, and a cleared one as the field empty value', () => {
    expect(choiceToId('7', null)).toBe(7);
    expect(choiceToId(null, null)).toBeNull();
    expect(choiceToId(null, 0)).toBe(0);
    expect(choiceToId('0', null)).toBe(0);
  });

  it('converts lists both ways, a missing list being none chosen', () => {
    expect(idsToChoices([3, 1])).toEqual(['3', '1']);
    expect(idsToChoices(undefined)).toEqual([]);
    expect(choicesToIds(['3', '1'])).toEqual([3, 1]);
    expect(choicesToIds([])).toEqual([]);
  });
});
