/**
 * Scoring quizzes, in one place (issue 14 §1; ADR 0041): what an answer earns, what an attempt
 * scores, which attempt counts for a person, the score histogram and the item analysis. Pure and
 * deterministic: the server scores with it, its tests are the rules' table.
 */
import type { AnswerValue, QuestionKey, QuizGrading, QuizPurpose } from './quizzes.schema.ts';

export type Outcome = 'full' | 'partial' | 'wrong' | 'pending' | 'unscored';

export interface AnswerScore {
  /** Points earned; null while an open answer waits for its grade. */
  earned: number | null;
  /** What the question is worth (0 when it is not scored: Likert, or any question of a survey). */
  max: number;
  outcome: Outcome;
}

/** Case, accents and spacing do not count in a short answer. */
export function normaliseShortAnswer(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('pt-BR').replace(/\s+/g, ' ').trim();
}

const round = (n: number, places = 4) => Math.round(n * 10 ** places) / 10 ** places;

function outcomeOf(earned: number, max: number): Outcome {
  if (earned >= max) return 'full';
  return earned > 0 ? 'partial' : 'wrong';
}

/**
 * What an answer earns. Multiple response gives partial credit: each right option chosen adds
 * 1/(right options), each wrong one chosen takes 1/(wrong options), never below 0. An open answer
 * earns what its grader gives (`graded`), pending until then. A survey scores nothing.
 */
export function scoreAnswer(
  key: QuestionKey,
  answer: AnswerValue | null,
  purpose: QuizPurpose,
  graded: number | null = null,
): AnswerScore {
  if (purpose === 'survey' || key.type === 'likert') return { earned: null, max: 0, outcome: 'unscored' };
  const max = key.points;
  if (key.type === 'open') {
    if (graded !== null) return { earned: Math.min(max, Math.max(0, graded)), max, outcome: outcomeOf(graded, max) };
    // An open question left blank has nothing to grade.
    if (answer === null || !('text' in answer) || answer.text.trim() === '')
      return { earned: 0, max, outcome: 'wrong' };
    return { earned: null, max, outcome: 'pending' };
  }
  if (answer === null) return { earned: 0, max, outcome: 'wrong' };
  let fraction = 0;
  switch (key.type) {
    case 'single': {
      const chosen = 'optionIds' in answer ? answer.optionIds : [];
      const right = key.options.find((o) => o.correct)?.id;
      fraction = chosen.length === 1 && chosen[0] === right ? 1 : 0;
      break;
    }
    case 'multiple': {
      const chosen = new Set('optionIds' in answer ? answer.optionIds : []);
      const right = key.options.filter((o) => o.correct);
      const wrong = key.options.filter((o) => !o.correct);
      const hits = right.filter((o) => chosen.has(o.id)).length;
      const misses = wrong.filter((o) => chosen.has(o.id)).length;
      fraction = Math.max(0, hits / right.length - (wrong.length === 0 ? 0 : misses / wrong.length));
      break;
    }
    case 'trueFalse':
      fraction = 'bool' in answer && answer.bool === key.correctAnswer ? 1 : 0;
      break;
    case 'shortText': {
      const given = 'text' in answer ? normaliseShortAnswer(answer.text) : '';
      fraction = given !== '' && key.accepted.some((a) => normaliseShortAnswer(a) === given) ? 1 : 0;
      break;
    }
    case 'numeric':
      // A hair of slack so that 0.1 + 0.2 is within a tolerance of 0 of 0.3.
      fraction =
        'number' in answer &&
        key.numericValue !== null &&
        Math.abs(answer.number - key.numericValue) <= key.tolerance + 1e-9
          ? 1
          : 0;
      break;
  }
  const earned = round(fraction * max);
  return { earned, max, outcome: outcomeOf(earned, max) };
}

export interface AttemptScore {
  earned: number;
  max: number;
  /** 0–100 with two decimals; null when nothing is scored (a survey) or an answer waits for grading. */
  percent: number | null;
  pending: boolean;
}

export function scoreAttempt(scores: readonly AnswerScore[]): AttemptScore {
  const max = scores.reduce((s, a) => s + a.max, 0);
  const earned = scores.reduce((s, a) => s + (a.earned ?? 0), 0);
  const pending = scores.some((a) => a.outcome === 'pending');
  const percent = max === 0 || pending ? null : round((earned / max) * 100, 2);
  return { earned: round(earned), max, percent, pending };
}

export interface FinishedAttempt {
  number: number;
  percent: number | null;
}

/**
 * A person's score on a quiz under its grading rule, from their finished attempts (in any order).
 * Attempts still waiting for grading (percent null) do not count yet; null when none does.
 */
export function personScore(grading: QuizGrading, attempts: readonly FinishedAttempt[]): number | null {
  const scored = attempts.filter((a) => a.percent !== null).sort((a, b) => a.number - b.number);
  if (scored.length === 0) return null;
  const values = scored.map((a) => a.percent!);
  switch (grading) {
    case 'highest':
      return Math.max(...values);
    case 'last':
      return values[values.length - 1]!;
    case 'first':
      return values[0]!;
    case 'average':
      return round(values.reduce((s, v) => s + v, 0) / values.length, 2);
  }
}

/** Which attempt's answers stand for the person in the item analysis: the one the grading counts. */
export function countedAttempt<A extends FinishedAttempt>(grading: QuizGrading, attempts: readonly A[]): A | null {
  const scored = attempts.filter((a) => a.percent !== null).sort((a, b) => a.number - b.number);
  if (scored.length === 0) return null;
  if (grading === 'first') return scored[0]!;
  if (grading === 'highest') return scored.reduce((best, a) => (a.percent! > best.percent! ? a : best));
  // The last attempt stands for an average too: it is the person as they are now.
  return scored[scored.length - 1]!;
}

export function passes(purpose: QuizPurpose, percent: number | null, passMark: number): boolean | null {
  if (purpose !== 'graded' || percent === null) return null;
  return percent >= passMark;
}

/** Ten bands: 0–9.99 … 80–89.99, and 90–100 (a perfect score is in the last). */
export function histogram(percents: readonly number[]): { from: number; to: number; count: number }[] {
  const bands = Array.from({ length: 10 }, (_, i) => ({ from: i * 10, to: i === 9 ? 100 : i * 10 + 9, count: 0 }));
  for (const p of percents) bands[Math.min(9, Math.floor(p / 10))]!.count += 1;
  return bands;
}

/** The message of the band a score falls in: the band with the highest `min` at or below it. */
export function bandMessage(bands: readonly { min: number; message: string }[], percent: number | null): string | null {
  if (percent === null) return null;
  const band = [...bands].sort((a, b) => b.min - a.min).find((b) => percent >= b.min);
  return band?.message ?? null;
}

/** One person's counted attempt, for the item analysis. */
export interface ItemResponse {
  /** The person's total (percent) on that attempt. */
  total: number;
  /** Per question id: whether the person had full marks on it. Absent: the question was not drawn for them. */
  full: ReadonlyMap<number, boolean>;
}

export interface ItemAnalysis {
  answered: number;
  facility: number | null;
  discrimination: number | null;
}

/** Fewer people than this and the top and bottom groups say nothing. */
export const DISCRIMINATION_MIN_PEOPLE = 4;

/**
 * Facility: the share with full marks. Discrimination: facility among the top 27% by total score
 * minus the bottom 27% (Kelley's groups), each group at least one person, both rounded to two places.
 * Ties at a group's edge are broken by the order given (the caller sorts deterministically).
 */
export function itemAnalysis(questionId: number, responses: readonly ItemResponse[]): ItemAnalysis {
  const seen = responses.filter((r) => r.full.has(questionId));
  if (seen.length === 0) return { answered: 0, facility: null, discrimination: null };
  const share = (group: readonly ItemResponse[]) =>
    group.length === 0 ? 0 : group.filter((r) => r.full.get(questionId)).length / group.length;
  const facility = round(share(seen), 2);
  if (seen.length < DISCRIMINATION_MIN_PEOPLE) return { answered: seen.length, facility, discrimination: null };
  const ranked = [...seen].sort((a, b) => b.total - a.total);
  const size = Math.max(1, Math.round(ranked.length * 0.27));
  const top = ranked.slice(0, size);
  const bottom = ranked.slice(-size);
  return { answered: seen.length, facility, discrimination: round(share(top) - share(bottom), 2) };
}
