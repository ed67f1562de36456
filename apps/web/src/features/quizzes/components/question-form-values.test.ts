import { questionRequestSchema } from '@ponte/shared/quizzes.schema';
import { describe, expect, it } from 'vitest';
import { toQuestionFormValues, toQuestionRequest } from './question-form-values.ts';

const check = (values: Parameters<typeof toQuestionRequest>[0], libras = false) =>
  questionRequestSchema.safeParse(toQuestionRequest(values, libras));

describe('the question editor sends what the type asks for', () => {
  it('a true/false question sends no options, whatever the blank option rows hold', () => {
    const values = {
      ...toQuestionFormValues(null),
      type: 'trueFalse' as const,
      stem: '<p>O Guaíba é um lago?</p>',
      correctAnswer: true,
    };
    const parsed = check(values);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.options).toEqual([]);
  });

  it('single choice needs exactly one right option, reported on the options', () => {
    const values = {
      ...toQuestionFormValues(null),
      stem: '<p>Capital?</p>',
      options: [
        { html: '<p>A</p>', correct: true },
        { html: '<p>B</p>', correct: true },
      ],
    };
    const parsed = check(values);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.path.join('.'))).toEqual(['options']);
  });

  it('an empty feedback is none, and the Libras link is sent only where the tenant offers it', () => {
    const values = {
      ...toQuestionFormValues(null),
      type: 'open' as const,
      stem: '<p>Conte</p>',
      feedback: '<p></p>',
      librasUrl: 'https://v.example/1',
    };
    expect(toQuestionRequest(values, false)).not.toHaveProperty('librasUrl');
    expect(toQuestionRequest(values, true).librasUrl).toBe('https://v.example/1');
    expect(toQuestionRequest(values, true).feedback).toBeNull();
  });
});
