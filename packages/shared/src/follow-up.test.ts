import { describe, expect, it } from 'vitest';
import {
  type ActionDates,
  type ActionStatus,
  actionProgressRequestSchema,
  addDays,
  annotationRequestSchema,
  deriveActionStatus,
  feedbackRequestSchema,
  timelineQuerySchema,
  todayIn,
} from './follow-up.schema.ts';
import { translate } from './i18n/catalogues.ts';
import { todayIso } from './profile-personal.schema.ts';
import { htmlIsEmpty } from './rich-text.ts';

const TODAY = '2026-03-15';
const plan = (initialDate: string, endDate: string, done?: string | null): ActionDates => ({
  initialDate,
  endDate,
  isDone: done !== undefined,
  conclusionDate: done ?? null,
});

describe('deriveActionStatus', () => {
  // [case, action, today, expected]
  const table: [string, ActionDates, string, ActionStatus][] = [
    ['starts tomorrow', plan('2026-03-16', '2026-03-20'), TODAY, 'notStarted'],
    ['starts today', plan('2026-03-15', '2026-03-20'), TODAY, 'inProgress'],
    ['midway', plan('2026-03-10', '2026-03-20'), TODAY, 'inProgress'],
    ['ends today', plan('2026-03-10', '2026-03-15'), TODAY, 'inProgress'],
    ['one-day action, today', plan('2026-03-15', '2026-03-15'), TODAY, 'inProgress'],
    ['ended yesterday', plan('2026-03-10', '2026-03-14'), TODAY, 'overdue'],
    ['ended long ago', plan('2025-01-01', '2025-02-01'), TODAY, 'overdue'],
    ['done before its end', plan('2026-03-10', '2026-03-20', '2026-03-12'), TODAY, 'done'],
    ['done on its end date', plan('2026-03-10', '2026-03-14', '2026-03-14'), TODAY, 'done'],
    ['done a day late', plan('2026-03-10', '2026-03-14', '2026-03-15'), TODAY, 'doneLate'],
    ['done before it started', plan('2026-03-16', '2026-03-20', '2026-03-15'), TODAY, 'done'],
    ['done late, read much later', plan('2025-01-01', '2025-02-01', '2025-03-01'), TODAY, 'doneLate'],
    ['done with no date recorded', { ...plan('2026-03-10', '2026-03-14'), isDone: true }, TODAY, 'done'],
    ['a date across a month end', plan('2026-02-27', '2026-02-28'), '2026-03-01', 'overdue'],
    ['a year boundary, not started', plan('2027-01-01', '2027-01-31'), '2026-12-31', 'notStarted'],
  ];
  it.each(table)('%s', (_, action, today, expected) => {
    expect(deriveActionStatus(action, today)).toBe(expected);
  });
});

describe('dates of the product', () => {
  it('gives today in São Paulo, not in the clock’s zone', () => {
    // 01:30 UTC on 2 January is still 1 January in Brazil (UTC−3).
    expect(todayIn('America/Sao_Paulo', new Date('2026-01-02T01:30:00Z'))).toBe('2026-01-01');
    expect(todayIn('America/Sao_Paulo', new Date('2026-01-02T03:30:00Z'))).toBe('2026-01-02');
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-02-27', 3)).toBe('2026-03-02');
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
  });
});

describe('htmlIsEmpty', () => {
  it.each([
    ['', true],
    ['<p></p>', true],
    ['<p></p><p></p>', true],
    ['<p><br></p>', true],
    ['<p> &nbsp; </p><p>&#160;</p>', true],
    ['<h2>  </h2><ul><li><p></p></li></ul>', true],
    ['<p>a</p>', false],
    ['<p><strong>0</strong></p>', false],
    ['<p><img src="/api/arquivos/x.jpg"></p>', false],
  ])('%j → %s', (html, empty) => {
    expect(htmlIsEmpty(html)).toBe(empty);
  });
});

const fieldsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), translate('pt-BR', i.message)]));

const validAnnotation = () => ({
  title: 'Conversa inicial',
  annotation: '<p>Falamos sobre metas.</p>',
  annotationDate: '2026-01-10',
  category: 40,
});

describe('annotation request (spec §5 "Annotation")', () => {
  it('accepts a complete annotation, private unless shared', () => {
    const parsed = annotationRequestSchema.parse(validAnnotation());
    expect(parsed.shared).toBeUndefined();
    expect(annotationRequestSchema.parse({ ...validAnnotation(), shared: true }).shared).toBe(true);
  });

  it('gives the spec’s messages, word for word', () => {
    const result = annotationRequestSchema.safeParse({
      title: '  ',
      annotation: '<p></p><p><br></p>',
      annotationDate: '',
      category: null,
    });
    expect(fieldsOf(result)).toEqual({
      title: 'Título é obrigatório',
      annotation: 'Anotação é obrigatória',
      annotationDate: 'Data é obrigatória',
      category: 'Campo obrigatório',
    });
    expect(fieldsOf(annotationRequestSchema.safeParse({}))).toMatchObject({
      title: 'Título é obrigatório',
      annotation: 'Anotação é obrigatória',
      annotationDate: 'Data é obrigatória',
    });
  });

  it('refuses an invalid date, a future date and a title over 255 characters', () => {
    expect(fieldsOf(annotationRequestSchema.safeParse({ ...validAnnotation(), annotationDate: '2026-02-30' }))).toEqual(
      { annotationDate: 'Data inválida' },
    );
    expect(fieldsOf(annotationRequestSchema.safeParse({ ...validAnnotation(), annotationDate: '10/01/2026' }))).toEqual(
      { annotationDate: 'Data inválida' },
    );
    const tomorrow = addDays(todayIso(), 1);
    expect(fieldsOf(annotationRequestSchema.safeParse({ ...validAnnotation(), annotationDate: tomorrow }))).toEqual({
      annotationDate: 'A data não pode estar no futuro',
    });
    expect(fieldsOf(annotationRequestSchema.safeParse({ ...validAnnotation(), title: 'x'.repeat(256) }))).toEqual({
      title: 'Texto maior que o permitido',
    });
  });
});

describe('feedback request (spec §4 "Actions", §5 "Feedback", "Dates")', () => {
  const far = addDays(todayIso(), 400);
  it('takes type F by default and actions dated in the future', () => {
    const parsed = feedbackRequestSchema.parse({
      ...validAnnotation(),
      actionInitialDate: todayIso(),
      actionEndDate: far,
      actions: [{ name: 'Estudar SQL', initialDate: todayIso(), endDate: far }],
    });
    expect(parsed.type).toBe('F');
    expect(parsed.actions).toHaveLength(1);
    expect(parsed.actionDescription).toBeUndefined();
  });

  it('needs a name and both dates for each action, the end not before the start', () => {
    const result = feedbackRequestSchema.safeParse({
      ...validAnnotation(),
      actions: [
        { name: '', initialDate: '2026-01-01', endDate: '2026-01-02' },
        { name: 'Ler', initialDate: '', endDate: '2026-01-02' },
        { name: 'Ler', initialDate: '2026-01-05', endDate: '2026-01-02' },
      ],
    });
    expect(fieldsOf(result)).toEqual({
      'actions.0.name': 'Campo obrigatório',
      'actions.1.initialDate': 'Data é obrigatória',
      'actions.2.endDate': 'A data final deve ser igual ou posterior à data inicial',
    });
  });

  it('refuses a plan that ends before it starts and the same action twice', () => {
    const result = feedbackRequestSchema.safeParse({
      ...validAnnotation(),
      actionInitialDate: '2026-02-01',
      actionEndDate: '2026-01-01',
      actions: [
        { id: 3, name: 'A', initialDate: '2026-01-01', endDate: '2026-01-02' },
        { id: 3, name: 'B', initialDate: '2026-01-01', endDate: '2026-01-02' },
      ],
    });
    expect(fieldsOf(result)).toEqual({
      actionEndDate: 'A data final deve ser igual ou posterior à data inicial',
      'actions.1.id': 'Valor inválido',
    });
  });

  it('keeps the annotation’s messages', () => {
    expect(fieldsOf(feedbackRequestSchema.safeParse({ category: 40 }))).toMatchObject({
      title: 'Título é obrigatório',
      annotation: 'Anotação é obrigatória',
      annotationDate: 'Data é obrigatória',
    });
  });
});

describe('action progress and the timeline query', () => {
  it('takes done with or without a date, never a future conclusion', () => {
    expect(actionProgressRequestSchema.parse({ isDone: true }).conclusionDate).toBeUndefined();
    expect(actionProgressRequestSchema.parse({ isDone: true, conclusionDate: '', comment: ' ' })).toEqual({
      isDone: true,
      conclusionDate: null,
      comment: null,
    });
    expect(
      fieldsOf(actionProgressRequestSchema.safeParse({ isDone: true, conclusionDate: addDays(todayIso(), 2) })),
    ).toEqual({ conclusionDate: 'A data não pode estar no futuro' });
  });

  it('reads filters from an address, empty values as none', () => {
    expect(timelineQuerySchema.parse({ kind: '', category: '', from: '', limit: '10' })).toEqual({ limit: 10 });
    expect(timelineQuerySchema.safeParse({ kind: 'quiz' }).success).toBe(false);
    expect(fieldsOf(timelineQuerySchema.safeParse({ from: '2026-02-01', to: '2026-01-01' }))).toEqual({
      to: 'A data final deve ser igual ou posterior à data inicial',
    });
  });
});
