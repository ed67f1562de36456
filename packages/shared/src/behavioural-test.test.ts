import { describe, expect, it } from 'vitest';
import {
  BEHAVIOURAL_PROFILE_DESCRIPTIONS,
  BEHAVIOURAL_PROFILES,
  BEHAVIOURAL_TEST_INSTRUCTIONS,
  BEHAVIOURAL_TEST_ITEMS,
  type BehaviouralProfile,
  type BehaviouralTestAnswer,
  BehaviouralTestAnswersError,
  largestRemainderPercentages,
  scoreBehaviouralTest,
} from './behavioural-test.ts';
import { LOCALES } from './locales.ts';
import { behaviouralTestAnswersSchema } from './profile-behaviour.schema.ts';
import { PROFESSIONAL_PROFILES } from './profile-enums.ts';

/** Answers every item, choosing the profile `pick` returns for the item's position (0-based). */
function answer(pick: (index: number) => BehaviouralProfile): BehaviouralTestAnswer[] {
  return BEHAVIOURAL_TEST_ITEMS.map((item, index) => ({ itemId: item.id, profile: pick(index) }));
}

/** Distributes the 25 answers as given counts of profiles 1–4, in item order. */
function withCounts(counts: [number, number, number, number]): BehaviouralTestAnswer[] {
  const sequence = counts.flatMap((n, i) => Array<BehaviouralProfile>(n).fill(BEHAVIOURAL_PROFILES[i]!));
  expect(sequence).toHaveLength(BEHAVIOURAL_TEST_ITEMS.length);
  return answer((index) => sequence[index]!);
}

describe('behavioural questionnaire content', () => {
  it('has about 25 items with stable ids, each offering one adjective per profile', () => {
    expect(BEHAVIOURAL_TEST_ITEMS.length).toBeGreaterThanOrEqual(20);
    expect(BEHAVIOURAL_TEST_ITEMS.length).toBeLessThanOrEqual(30);
    expect(BEHAVIOURAL_TEST_ITEMS.map((i) => i.id)).toEqual(BEHAVIOURAL_TEST_ITEMS.map((_, index) => index + 1));
    for (const item of BEHAVIOURAL_TEST_ITEMS) {
      expect(item.options.map((o) => o.profile).sort(), `item ${item.id}`).toEqual(['1', '2', '3', '4']);
    }
  });

  it('labels every adjective in the three languages, never the same word twice in a language', () => {
    for (const locale of LOCALES) {
      const words = BEHAVIOURAL_TEST_ITEMS.flatMap((i) => i.options.map((o) => o.label[locale].trim()));
      expect(words.every((w) => w.length > 0)).toBe(true);
      expect(new Set(words.map((w) => w.toLocaleLowerCase(locale))).size, locale).toBe(words.length);
      expect(BEHAVIOURAL_TEST_INSTRUCTIONS[locale].trim()).not.toBe('');
    }
  });

  it('does not always put a profile in the same column', () => {
    for (let column = 0; column < 4; column++) {
      const profiles = new Set(BEHAVIOURAL_TEST_ITEMS.map((i) => i.options[column]!.profile));
      expect(profiles.size, `column ${column}`).toBe(4);
    }
  });

  it('describes each profile in the three languages, named as the shared enumeration names it', () => {
    for (const profile of BEHAVIOURAL_PROFILES) {
      const description = BEHAVIOURAL_PROFILE_DESCRIPTIONS[profile];
      expect(description.profile).toBe(profile);
      const enumLabel = PROFESSIONAL_PROFILES.find((p) => p.value === profile)!.label;
      for (const locale of LOCALES) {
        expect(description.name[locale]).toBe(enumLabel[locale]);
        expect(description.summary[locale].trim()).not.toBe('');
        expect(description.worksBestWhen[locale].trim()).not.toBe('');
        expect(description.strengths[locale].length).toBeGreaterThanOrEqual(2);
        expect(description.watchOuts[locale].length).toBeGreaterThanOrEqual(2);
        expect(description.strengths[locale].length).toBe(description.strengths['pt-BR'].length);
        expect(description.watchOuts[locale].length).toBe(description.watchOuts['pt-BR'].length);
      }
    }
  });
});

describe('scoreBehaviouralTest', () => {
  it('gives 100% to the only profile chosen', () => {
    expect(scoreBehaviouralTest(answer(() => '3'))).toEqual({
      scores: { '1': 0, '2': 0, '3': 100, '4': 0 },
      dominant: '3',
    });
  });

  it('turns counts into percentages of the answers', () => {
    const result = scoreBehaviouralTest(withCounts([10, 5, 6, 4]));
    expect(result.scores).toEqual({ '1': 40, '2': 20, '3': 24, '4': 16 });
    expect(result.dominant).toBe('1');
  });

  it('accepts the answers in any order', () => {
    const answers = withCounts([2, 3, 4, 16]);
    expect(scoreBehaviouralTest([...answers].reverse())).toEqual(scoreBehaviouralTest(answers));
    expect(scoreBehaviouralTest(answers).dominant).toBe('4');
  });

  it('breaks a tie in favour of the tied profile chosen in the highest-numbered item', () => {
    // Item order E×7, C×5, P×6, A×7: Executor and Analista tie, and the last items are Analista answers.
    const answers = withCounts([7, 5, 6, 7]);
    const result = scoreBehaviouralTest(answers);
    expect(result.scores).toEqual({ '1': 28, '2': 20, '3': 24, '4': 28 });
    expect(result.dominant).toBe('4');
    // Same counts, but the last item is now an Executor answer.
    const swapped = answers.map((a) => ({ ...a }));
    swapped[0]!.profile = '4';
    swapped[swapped.length - 1]!.profile = '1';
    expect(scoreBehaviouralTest(swapped)).toEqual({ scores: result.scores, dominant: '1' });
  });

  it('rounds with the largest remainder so the percentages always sum to 100', () => {
    // Every possible split of the 25 answers.
    for (let a = 0; a <= 25; a++) {
      for (let b = 0; a + b <= 25; b++) {
        for (let c = 0; a + b + c <= 25; c++) {
          const counts: [number, number, number, number] = [a, b, c, 25 - a - b - c];
          const { scores } = scoreBehaviouralTest(withCounts(counts));
          expect(scores['1'] + scores['2'] + scores['3'] + scores['4']).toBe(100);
          counts.forEach((n, i) => {
            expect(Math.abs(scores[BEHAVIOURAL_PROFILES[i]!] - n * 4)).toBeLessThan(1);
          });
        }
      }
    }
  });

  it('rounds shares that do not divide 100 by the largest remainder', () => {
    expect(largestRemainderPercentages({ '1': 1, '2': 1, '3': 1, '4': 0 })).toEqual({
      '1': 34,
      '2': 33,
      '3': 33,
      '4': 0,
    });
    // 2/7 = 28.57, 2/7, 2/7, 1/7 = 14.29: floors 28+28+28+14 = 98, the two largest remainders (.57) get a point.
    expect(largestRemainderPercentages({ '1': 2, '2': 2, '3': 2, '4': 1 })).toEqual({
      '1': 29,
      '2': 29,
      '3': 28,
      '4': 14,
    });
    // 1/6 = 16.67, 5/6 = 83.33: remainders .67 and .33.
    expect(largestRemainderPercentages({ '1': 0, '2': 1, '3': 0, '4': 5 })).toEqual({
      '1': 0,
      '2': 17,
      '3': 0,
      '4': 83,
    });
    for (let total = 1; total <= 40; total++) {
      for (let a = 0; a <= total; a++) {
        const b = Math.floor((total - a) / 3);
        const scores = largestRemainderPercentages({ '1': a, '2': b, '3': b, '4': total - a - 2 * b });
        expect(scores['1'] + scores['2'] + scores['3'] + scores['4']).toBe(100);
      }
    }
  });

  it('rejects an unknown item, a repeated item or a missing item', () => {
    const full = answer(() => '2');
    const problem = (answers: BehaviouralTestAnswer[]) => {
      try {
        scoreBehaviouralTest(answers);
      } catch (error) {
        expect(error).toBeInstanceOf(BehaviouralTestAnswersError);
        return {
          problem: (error as BehaviouralTestAnswersError).problem,
          ids: (error as BehaviouralTestAnswersError).itemIds,
        };
      }
      return null;
    };
    expect(problem([...full, { itemId: 999, profile: '1' }])).toEqual({ problem: 'unknownItem', ids: [999] });
    expect(problem([...full, { itemId: 3, profile: '1' }])).toEqual({ problem: 'duplicateItem', ids: [3] });
    expect(problem(full.slice(1))).toEqual({ problem: 'missingItems', ids: [1] });
    expect(problem([])).toMatchObject({ problem: 'missingItems' });
    expect(problem(full)).toBeNull();
  });

  it('accepts what the answers contract accepts', () => {
    const parsed = behaviouralTestAnswersSchema.parse({ answers: answer((i) => BEHAVIOURAL_PROFILES[i % 4]!) });
    expect(scoreBehaviouralTest(parsed.answers).scores).toEqual({ '1': 28, '2': 24, '3': 24, '4': 24 });
  });
});
