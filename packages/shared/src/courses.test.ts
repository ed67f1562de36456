import { describe, expect, it } from 'vitest';
import {
  attachClassFormSchema,
  bulkEnrolmentRequestSchema,
  COURSE_MESSAGES,
  classRequestSchema,
  courseRequestSchema,
  ENROLMENT_STATUS_CODES,
  ENROLMENT_STATUSES,
  type EnrolmentStatus,
  enrolmentListQuerySchema,
  enrolmentRequestSchema,
  enrolmentTransition,
  nextStatuses,
  reopenRequestSchema,
  type TransitionVerdict,
  takesReason,
  trailProgress,
} from './courses.schema.ts';
import { translate } from './i18n/catalogues.ts';

describe('enrolmentTransition', () => {
  // [from, to, verdict]: every pair of the four statuses, and a new enrolment.
  const table: [EnrolmentStatus | null, EnrolmentStatus, TransitionVerdict][] = [
    [null, 'A', 'allowed'],
    [null, 'I', 'allowed'],
    [null, 'E', 'allowed'],
    [null, 'C', 'allowed'],
    ['A', 'A', 'allowed'],
    ['A', 'I', 'allowed'],
    ['A', 'E', 'allowed'],
    ['A', 'C', 'allowed'],
    ['I', 'A', 'allowed'],
    ['I', 'I', 'allowed'],
    ['I', 'E', 'allowed'],
    ['I', 'C', 'allowed'],
    ['E', 'A', 'allowed'],
    ['E', 'E', 'allowed'],
    ['E', 'I', 'refused'],
    ['E', 'C', 'refused'],
    ['C', 'A', 'completed'],
    ['C', 'I', 'completed'],
    ['C', 'E', 'completed'],
    ['C', 'C', 'completed'],
  ];

  it.each(table)('%s → %s is %s', (from, to, verdict) => {
    expect(enrolmentTransition(from, to)).toBe(verdict);
  });

  it('covers every pair', () => {
    expect(table).toHaveLength(ENROLMENT_STATUS_CODES.length * (ENROLMENT_STATUS_CODES.length + 1));
  });

  it('offers the edit form what the rule allows', () => {
    expect(nextStatuses(null)).toEqual(['A', 'I', 'E', 'C']);
    expect(nextStatuses('A')).toEqual(['A', 'I', 'E', 'C']);
    expect(nextStatuses('E')).toEqual(['A', 'E']);
    expect(nextStatuses('C')).toEqual([]);
  });

  it('asks a reason for I and E only', () => {
    expect(ENROLMENT_STATUS_CODES.filter(takesReason)).toEqual(['I', 'E']);
  });

  it('labels the statuses in three languages, in the spec order', () => {
    expect(ENROLMENT_STATUSES.map((s) => s.value)).toEqual(['A', 'I', 'E', 'C']);
    expect(ENROLMENT_STATUSES[0]?.label).toEqual({ 'pt-BR': 'Ativo', 'en-US': 'Active', 'es-MX': 'Activo' });
  });
});

describe('the attach-class form (spec §5)', () => {
  it("says 'Campo obrigatório' under course, class and status", () => {
    const result = attachClassFormSchema.safeParse({ courseId: '', classeId: null });
    expect(result.success).toBe(false);
    const fields = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(fields).toEqual({
      courseId: COURSE_MESSAGES.required,
      classeId: COURSE_MESSAGES.required,
      status: COURSE_MESSAGES.required,
    });
    expect(translate('pt-BR', COURSE_MESSAGES.required)).toBe('Campo obrigatório');
    expect(translate('pt-BR', COURSE_MESSAGES.requiredBanner)).toBe('Campo obrigatório deve ser preenchido');
    expect(translate('en-US', COURSE_MESSAGES.required)).toBe('Required field');
    expect(translate('es-MX', COURSE_MESSAGES.required)).toBe('Campo obligatorio');
  });

  it('refuses a status outside A, I, E, C', () => {
    const result = attachClassFormSchema.safeParse({ courseId: 1, classeId: 2, status: 'X' });
    expect(result.error?.issues[0]?.message).toBe('validation.invalid');
  });

  it('takes the person by publicId in the request', () => {
    const ok = enrolmentRequestSchema.parse({
      userId: '2f1b7d1e-6f7a-4c59-9a47-0d6f3f2b9b11',
      classeId: 3,
      status: 'E',
      reasonCode: 51,
      note: '  ',
    });
    expect(ok).toEqual({
      userId: '2f1b7d1e-6f7a-4c59-9a47-0d6f3f2b9b11',
      classeId: 3,
      status: 'E',
      reasonCode: 51,
      note: null,
    });
    expect(enrolmentRequestSchema.safeParse({ classeId: 3, status: 'A' }).error?.issues[0]?.path).toEqual(['userId']);
  });

  it('needs a note to reopen', () => {
    expect(reopenRequestSchema.safeParse({ note: ' ' }).error?.issues[0]?.message).toBe(COURSE_MESSAGES.noteRequired);
    expect(reopenRequestSchema.parse({ note: 'Refez a prova final' })).toEqual({ note: 'Refez a prova final' });
  });

  it('deduplicates a bulk change and caps it', () => {
    const id = '2f1b7d1e-6f7a-4c59-9a47-0d6f3f2b9b11';
    expect(bulkEnrolmentRequestSchema.parse({ userIds: [id, id], status: 'I' }).userIds).toEqual([id]);
    expect(bulkEnrolmentRequestSchema.safeParse({ userIds: [], status: 'I' }).success).toBe(false);
  });
});

describe('courses and classes', () => {
  it('creates a course from a name alone (the modal\'s "new course")', () => {
    expect(courseRequestSchema.parse({ name: ' Lógica ' })).toMatchObject({
      name: 'Lógica',
      status: 'draft',
      certificateOnCompletion: false,
      skills: [],
    });
    expect(courseRequestSchema.safeParse({ name: '' }).error?.issues[0]?.message).toBe(COURSE_MESSAGES.required);
  });

  it('keeps only web addresses for the partner and cleans skills', () => {
    expect(
      courseRequestSchema.safeParse({ name: 'x', partnerUrl: 'javascript:alert(1)' }).error?.issues[0]?.message,
    ).toBe(COURSE_MESSAGES.url);
    expect(courseRequestSchema.parse({ name: 'x', skills: ['SQL', 'S,QL', 'SQL', ' Git '] }).skills).toEqual([
      'SQL',
      'Git',
    ]);
  });

  it('refuses a class that ends before it starts', () => {
    const result = classRequestSchema.safeParse({ name: 'T1', startDate: '2026-03-10', endDate: '2026-03-01' });
    expect(result.error?.issues[0]).toMatchObject({ path: ['endDate'], message: COURSE_MESSAGES.endBeforeStart });
    expect(classRequestSchema.parse({ name: 'T1' })).toMatchObject({ stage: 'planned' });
  });

  it('lists enrolments newest change first by default', () => {
    expect(enrolmentListQuerySchema.parse({})).toMatchObject({ sort: 'since', order: 'desc', limit: 20 });
    expect(enrolmentListQuerySchema.parse({ status: '', classeId: '' })).not.toHaveProperty('status', '');
  });
});

describe('trailProgress', () => {
  const s = (...statuses: (EnrolmentStatus | null)[]) => statuses.map((status) => ({ status }));
  it('counts a step done when all its courses are completed and locks what follows an undone step', () => {
    const steps = [s('C'), s('C', 'A'), s(null), s('C')];
    expect(trailProgress(steps, true)).toEqual({
      done: [true, false, false, true],
      locked: [false, false, true, true],
      completedSteps: 2,
      percent: 50,
    });
    expect(trailProgress(steps, false).locked).toEqual([false, false, false, false]);
    expect(trailProgress([], true).percent).toBe(0);
  });
});
