import { type Quiz, quizRequestSchema } from '@ponte/shared/quizzes.schema';
import { describe, expect, it } from 'vitest';
import { formPath, fromInstant, toFormValues, toInstant, toQuizRequest } from './quiz-form-values.ts';

const quiz: Quiz = {
  id: 7,
  title: 'Diagnóstico',
  description: null,
  purpose: 'graded',
  status: 'draft',
  anonymous: false,
  target: { kind: 'class', label: 'Curso — T1', courseId: 3, classeId: 9, trailId: null, step: null, people: [] },
  opensAt: '2026-12-01T12:30:00.000Z',
  closesAt: null,
  timeLimitMinutes: 20,
  attemptsAllowed: null,
  minMinutesBetween: 0,
  grading: 'highest',
  passMark: 70,
  review: 'answers',
  layout: 'one',
  shuffleQuestions: true,
  shuffleOptions: false,
  completesCourse: true,
  feedbackBands: [{ min: 0, message: 'Estude mais' }],
  questionCount: 4,
  attemptCount: 0,
  assignedCount: 12,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

describe('the quiz settings form', () => {
  it('splits an instant into the browser’s day and time and joins them back', () => {
    const { day, time } = fromInstant(quiz.opensAt);
    expect(toInstant(day, time)).toBe(quiz.opensAt);
    expect(toInstant('', '10:00')).toBeNull();
    expect(toInstant('31/12/20', '')).toBe('invalid');
    expect(toInstant('2026-12-01', '25:00')).toBe('invalid');
  });

  it('sends back what it read, valid under the server’s schema', () => {
    const body = toQuizRequest(toFormValues(quiz), () => false);
    const parsed = quizRequestSchema.safeParse(body);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.target).toEqual({ kind: 'class', courseId: 3, classeId: 9 });
    expect(parsed.data?.opensAt).toBe(quiz.opensAt);
    expect(parsed.data?.attemptsAllowed).toBeNull();
  });

  it('a closing before the opening is refused on the closing day; a missing class on the class', () => {
    const values = { ...toFormValues(quiz), closesDate: '2026-11-01', closesTime: '08:00', classeId: null };
    const parsed = quizRequestSchema.safeParse(toQuizRequest(values, () => false));
    expect(parsed.success).toBe(false);
    const paths = parsed.error!.issues.map((i) => formPath(i.path));
    expect(paths).toContain('classeId');
  });

  it('completing the course is only sent for a graded quiz of a course or class', () => {
    const values = { ...toFormValues(quiz), targetKind: 'everyone' as const };
    expect((toQuizRequest(values, () => false) as { completesCourse: boolean }).completesCourse).toBe(false);
  });
});
