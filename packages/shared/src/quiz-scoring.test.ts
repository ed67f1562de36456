import { describe, expect, it } from 'vitest';
import {
  type AnswerScore,
  bandMessage,
  countedAttempt,
  histogram,
  type ItemResponse,
  itemAnalysis,
  normaliseShortAnswer,
  passes,
  personScore,
  scoreAnswer,
  scoreAttempt,
} from './quiz-scoring.ts';
import { type AnswerValue, type QuestionKey, questionRequestSchema, quizRequestSchema } from './quizzes.schema.ts';

const key = (over: Partial<QuestionKey>): QuestionKey => ({
  type: 'single',
  points: 1,
  options: [],
  correctAnswer: null,
  accepted: [],
  numericValue: null,
  tolerance: 0,
  ...over,
});
const opts = (...correct: boolean[]) => correct.map((c, i) => ({ id: String(i), html: `<p>${i}</p>`, correct: c }));

type Row = [
  name: string,
  key: QuestionKey,
  answer: AnswerValue | null,
  expected: Pick<AnswerScore, 'earned' | 'outcome'>,
];

const single = key({ type: 'single', points: 2, options: opts(false, true, false) });
const multiple = key({ type: 'multiple', points: 4, options: opts(true, true, false, false) });
const trueFalse = key({ type: 'trueFalse', correctAnswer: false });
const short = key({ type: 'shortText', accepted: ['São Paulo', 'SP'] });
const numeric = key({ type: 'numeric', numericValue: 3.14, tolerance: 0.01 });
const exact = key({ type: 'numeric', numericValue: 0.3, tolerance: 0 });
const open = key({ type: 'open', points: 10 });
const likert = key({ type: 'likert' });

const TABLE: Row[] = [
  ['single: the right option', single, { optionIds: ['1'] }, { earned: 2, outcome: 'full' }],
  ['single: a wrong option', single, { optionIds: ['0'] }, { earned: 0, outcome: 'wrong' }],
  ['single: two options is not an answer', single, { optionIds: ['1', '0'] }, { earned: 0, outcome: 'wrong' }],
  ['single: blank', single, null, { earned: 0, outcome: 'wrong' }],
  ['multiple: all right, none wrong', multiple, { optionIds: ['0', '1'] }, { earned: 4, outcome: 'full' }],
  ['multiple: half the right ones', multiple, { optionIds: ['0'] }, { earned: 2, outcome: 'partial' }],
  ['multiple: one right, one wrong', multiple, { optionIds: ['0', '2'] }, { earned: 0, outcome: 'wrong' }],
  ['multiple: all right and one wrong', multiple, { optionIds: ['0', '1', '3'] }, { earned: 2, outcome: 'partial' }],
  [
    'multiple: every option is never below 0',
    multiple,
    { optionIds: ['0', '1', '2', '3'] },
    { earned: 0, outcome: 'wrong' },
  ],
  ['multiple: only wrong ones stays at 0', multiple, { optionIds: ['2', '3'] }, { earned: 0, outcome: 'wrong' }],
  ['true/false: right', trueFalse, { bool: false }, { earned: 1, outcome: 'full' }],
  ['true/false: wrong', trueFalse, { bool: true }, { earned: 0, outcome: 'wrong' }],
  ['short text: exact', short, { text: 'São Paulo' }, { earned: 1, outcome: 'full' }],
  ['short text: no accents, other case, spaces', short, { text: '  sao   PAULO ' }, { earned: 1, outcome: 'full' }],
  ['short text: another accepted answer', short, { text: 'sp' }, { earned: 1, outcome: 'full' }],
  ['short text: wrong', short, { text: 'Rio' }, { earned: 0, outcome: 'wrong' }],
  ['short text: empty', short, { text: '' }, { earned: 0, outcome: 'wrong' }],
  ['numeric: within tolerance', numeric, { number: 3.149 }, { earned: 1, outcome: 'full' }],
  ['numeric: on the edge', numeric, { number: 3.15 }, { earned: 1, outcome: 'full' }],
  ['numeric: outside', numeric, { number: 3.2 }, { earned: 0, outcome: 'wrong' }],
  ['numeric: floating point is not a wrong answer', exact, { number: 0.1 + 0.2 }, { earned: 1, outcome: 'full' }],
  ['numeric: a text is wrong', numeric, { text: '3.14' }, { earned: 0, outcome: 'wrong' }],
  ['open: waits for grading', open, { text: 'My essay' }, { earned: null, outcome: 'pending' }],
  ['open: blank earns 0 at once', open, { text: '   ' }, { earned: 0, outcome: 'wrong' }],
  ['likert: never scored', likert, { likert: 4 }, { earned: null, outcome: 'unscored' }],
];

describe('scoreAnswer, per question type', () => {
  it.each(TABLE)('%s', (_name, k, answer, expected) => {
    const score = scoreAnswer(k, answer, 'graded');
    expect({ earned: score.earned, outcome: score.outcome }).toEqual(expected);
  });

  it('an open answer earns its grade, kept within 0 and its points', () => {
    expect(scoreAnswer(open, { text: 'x' }, 'graded', 7)).toEqual({ earned: 7, max: 10, outcome: 'partial' });
    expect(scoreAnswer(open, { text: 'x' }, 'graded', 10)).toEqual({ earned: 10, max: 10, outcome: 'full' });
    expect(scoreAnswer(open, { text: 'x' }, 'graded', 0).outcome).toBe('wrong');
  });

  it('a survey scores nothing, whatever the question', () => {
    expect(scoreAnswer(single, { optionIds: ['1'] }, 'survey')).toEqual({ earned: null, max: 0, outcome: 'unscored' });
  });

  it('normalises short answers the way people type them', () => {
    expect(normaliseShortAnswer('  Ação   ÉTICA ')).toBe('acao etica');
  });
});

describe('an attempt and a person', () => {
  it('sums points and gives a percentage with two decimals', () => {
    const s = scoreAttempt([
      { earned: 2, max: 2, outcome: 'full' },
      { earned: 0, max: 1, outcome: 'wrong' },
    ]);
    expect(s).toEqual({ earned: 2, max: 3, percent: 66.67, pending: false });
  });

  it('has no percentage while an open answer waits, nor for a survey', () => {
    expect(scoreAttempt([{ earned: null, max: 5, outcome: 'pending' }]).percent).toBeNull();
    expect(scoreAttempt([{ earned: null, max: 0, outcome: 'unscored' }]).percent).toBeNull();
  });

  const attempts = [
    { number: 2, percent: 80 },
    { number: 1, percent: 40 },
    { number: 3, percent: 60 },
    { number: 4, percent: null },
  ];
  it.each([
    ['highest', 80, 2],
    ['last', 60, 3],
    ['first', 40, 1],
    ['average', 60, 3],
  ] as const)('grading %s gives %d (attempt %d stands for the person)', (grading, score, counted) => {
    expect(personScore(grading, attempts)).toBe(score);
    expect(countedAttempt(grading, attempts)?.number).toBe(counted);
  });

  it('no finished attempt, no score', () => {
    expect(personScore('highest', [{ number: 1, percent: null }])).toBeNull();
  });

  it('passes at the pass mark, only for graded quizzes', () => {
    expect(passes('graded', 70, 70)).toBe(true);
    expect(passes('graded', 69.99, 70)).toBe(false);
    expect(passes('diagnostic', 100, 70)).toBeNull();
  });

  it('puts scores in ten bands, 100 in the last', () => {
    const h = histogram([0, 9.99, 10, 55, 90, 100]);
    expect(h.map((b) => b.count)).toEqual([2, 1, 0, 0, 0, 1, 0, 0, 0, 2]);
    expect(h[9]).toEqual({ from: 90, to: 100, count: 2 });
  });

  it('picks the feedback band a score falls in', () => {
    const bands = [
      { min: 0, message: 'Keep going' },
      { min: 70, message: 'Well done' },
    ];
    expect(bandMessage(bands, 69.5)).toBe('Keep going');
    expect(bandMessage(bands, 70)).toBe('Well done');
    expect(bandMessage([], 50)).toBeNull();
  });
});

describe('item analysis on a fixed fixture', () => {
  // Ten people by total; question 1 is answered fully by the strong ones, question 2 by the weak ones.
  const totals = [95, 90, 85, 80, 70, 60, 50, 40, 30, 20];
  const responses: ItemResponse[] = totals.map((total, i) => ({
    total,
    full: new Map([
      [1, i < 6],
      [2, i >= 7],
      // Question 3 was drawn for the first five only.
      ...(i < 5 ? [[3, i % 2 === 0] as [number, boolean]] : []),
    ]),
  }));

  it('facility is the share with full marks; discrimination compares the top and bottom 27%', () => {
    // 27% of 10 is 3 people per group.
    expect(itemAnalysis(1, responses)).toEqual({ answered: 10, facility: 0.6, discrimination: 1 });
    expect(itemAnalysis(2, responses)).toEqual({ answered: 10, facility: 0.3, discrimination: -1 });
  });

  it('counts only those who were given the question', () => {
    // Five people, groups of one (round(1.35)): top 95 full, bottom 70 full.
    expect(itemAnalysis(3, responses)).toEqual({ answered: 5, facility: 0.6, discrimination: 0 });
    expect(itemAnalysis(4, responses)).toEqual({ answered: 0, facility: null, discrimination: null });
  });

  it('says nothing of discrimination with fewer than four people', () => {
    expect(itemAnalysis(1, responses.slice(0, 3)).discrimination).toBeNull();
  });
});

describe('the authoring rules', () => {
  const base = { stem: '<p>Qual?</p>' };
  it('refuses a single choice without exactly one right option', () => {
    const r = questionRequestSchema.safeParse({ ...base, type: 'single', options: [{ html: 'a' }, { html: 'b' }] });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('quizzes.validation.oneCorrect');
  });
  it('accepts a short answer with accepted texts', () => {
    expect(questionRequestSchema.safeParse({ ...base, type: 'shortText', accepted: ['x'] }).success).toBe(true);
  });
  it('refuses an anonymous quiz that is not a survey, and a close before the opening', () => {
    const r = quizRequestSchema.safeParse({
      title: 'Q',
      purpose: 'graded',
      anonymous: true,
      target: { kind: 'everyone' },
      opensAt: '2026-12-02T10:00:00-03:00',
      closesAt: '2026-12-01T10:00:00-03:00',
    });
    expect(r.error?.issues.map((i) => i.message).sort()).toEqual([
      'quizzes.validation.anonymous',
      'quizzes.validation.closesBeforeOpens',
    ]);
  });
});
