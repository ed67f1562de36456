import type { Quiz, QuizInput, QuizTargetKind } from '@ponte/shared/quizzes.schema';

/**
 * The quiz settings as the form holds them: the dates split into a day (ISO yyyy-mm-dd, typed dd/mm/yyyy)
 * and a time (hh:mm), empty numbers as '', the target's parts side by side. `toQuizRequest` turns them
 * into the shared request, which the form validates with the server's own schema.
 */
export interface QuizFormValues {
  title: string;
  description: string;
  purpose: QuizInput['purpose'];
  status: NonNullable<QuizInput['status']>;
  anonymous: boolean;
  targetKind: QuizTargetKind;
  courseId: number | null;
  classeId: number | null;
  trailId: number | null;
  step: number | null;
  people: string[];
  opensDate: string;
  opensTime: string;
  closesDate: string;
  closesTime: string;
  timeLimitMinutes: number | '';
  attemptsAllowed: number | '';
  minMinutesBetween: number | '';
  grading: NonNullable<QuizInput['grading']>;
  passMark: number | '';
  review: NonNullable<QuizInput['review']>;
  layout: NonNullable<QuizInput['layout']>;
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
  completesCourse: boolean;
  feedbackBands: { min: number | ''; message: string }[];
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const two = (n: number) => String(n).padStart(2, '0');

/** A day and a time in the browser's zone as an instant; '' when no day; 'invalid' when unreadable. */
export function toInstant(day: string, time: string): string | null {
  if (day.trim() === '') return null;
  if (!ISO_DAY.test(day) || (time !== '' && !TIME.test(time))) return 'invalid';
  const instant = new Date(`${day}T${time || '00:00'}:00`);
  return Number.isNaN(instant.getTime()) ? 'invalid' : instant.toISOString();
}

/** An instant as the browser's day and time. */
export function fromInstant(iso: string | null): { day: string; time: string } {
  if (!iso) return { day: '', time: '' };
  const d = new Date(iso);
  return {
    day: `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`,
    time: `${two(d.getHours())}:${two(d.getMinutes())}`,
  };
}

export function toFormValues(quiz: Quiz): QuizFormValues {
  const opens = fromInstant(quiz.opensAt);
  const closes = fromInstant(quiz.closesAt);
  return {
    title: quiz.title,
    description: quiz.description ?? '',
    purpose: quiz.purpose,
    status: quiz.status,
    anonymous: quiz.anonymous,
    targetKind: quiz.target.kind,
    courseId: quiz.target.courseId,
    classeId: quiz.target.classeId,
    trailId: quiz.target.trailId,
    step: quiz.target.step,
    people: quiz.target.people.map((p) => p.publicId),
    opensDate: opens.day,
    opensTime: opens.time,
    closesDate: closes.day,
    closesTime: closes.time,
    timeLimitMinutes: quiz.timeLimitMinutes ?? '',
    attemptsAllowed: quiz.attemptsAllowed ?? '',
    minMinutesBetween: quiz.minMinutesBetween,
    grading: quiz.grading,
    passMark: quiz.passMark,
    review: quiz.review,
    layout: quiz.layout,
    shuffleQuestions: quiz.shuffleQuestions,
    shuffleOptions: quiz.shuffleOptions,
    completesCourse: quiz.completesCourse,
    feedbackBands: quiz.feedbackBands.map((b) => ({ min: b.min, message: b.message })),
  };
}

function target(v: QuizFormValues): unknown {
  switch (v.targetKind) {
    case 'course':
      return { kind: 'course', courseId: v.courseId };
    case 'class':
      return { kind: 'class', courseId: v.courseId, classeId: v.classeId };
    case 'trailStep':
      return { kind: 'trailStep', trailId: v.trailId, step: v.step };
    case 'people':
      return { kind: 'people', people: v.people };
    case 'everyone':
      return { kind: 'everyone' };
  }
}

const numberOrNull = (n: number | '') => (n === '' ? null : n);

/** The request the form sends (and validates with quizRequestSchema before sending). */
export function toQuizRequest(v: QuizFormValues, descriptionEmpty: (html: string) => boolean): unknown {
  return {
    title: v.title,
    description: v.description && !descriptionEmpty(v.description) ? v.description : null,
    purpose: v.purpose,
    status: v.status,
    anonymous: v.purpose === 'survey' ? v.anonymous : false,
    target: target(v),
    opensAt: toInstant(v.opensDate, v.opensTime),
    closesAt: toInstant(v.closesDate, v.closesTime),
    timeLimitMinutes: numberOrNull(v.timeLimitMinutes),
    attemptsAllowed: numberOrNull(v.attemptsAllowed),
    minMinutesBetween: v.minMinutesBetween === '' ? 0 : v.minMinutesBetween,
    grading: v.grading,
    passMark: v.passMark === '' ? undefined : v.passMark,
    review: v.review,
    layout: v.layout,
    shuffleQuestions: v.shuffleQuestions,
    shuffleOptions: v.shuffleOptions,
    completesCourse:
      v.purpose === 'graded' && (v.targetKind === 'course' || v.targetKind === 'class') ? v.completesCourse : false,
    feedbackBands: v.feedbackBands.map((b) => ({ min: b.min === '' ? undefined : b.min, message: b.message })),
  };
}

/** Where a request field's error shows on the form. */
export function formPath(path: readonly PropertyKey[]): string {
  const [head, ...rest] = path.map(String);
  if (head === 'opensAt') return 'opensDate';
  if (head === 'closesAt') return 'closesDate';
  if (head === 'target') {
    const part = rest[0];
    if (part === 'courseId' || part === 'classeId' || part === 'trailId' || part === 'step' || part === 'people')
      return part;
    return 'targetKind';
  }
  return [head, ...rest].join('.');
}
