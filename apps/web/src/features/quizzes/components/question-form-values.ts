import type { BankQuestion, QuestionInput, QuestionType } from '@ponte/shared/quizzes.schema';
import { htmlIsEmpty } from '@ponte/shared/rich-text';

/** A bank question as its editor holds it: every type's fields side by side (question-editor-modal.tsx). */
export interface QuestionFormValues {
  type: QuestionType;
  categoryId: number | null;
  stem: string;
  options: { html: string; correct: boolean }[];
  correctAnswer: boolean | null;
  accepted: string[];
  numericValue: number | null;
  tolerance: number;
  points: number;
  feedback: string;
  librasUrl: string;
  skills: string[];
}

const blankOptions = () => [
  { html: '', correct: false },
  { html: '', correct: false },
];

export function toQuestionFormValues(q: BankQuestion | null): QuestionFormValues {
  if (!q)
    return {
      type: 'single',
      categoryId: null,
      stem: '',
      options: blankOptions(),
      correctAnswer: null,
      accepted: [],
      numericValue: null,
      tolerance: 0,
      points: 1,
      feedback: '',
      librasUrl: '',
      skills: [],
    };
  return {
    type: q.type,
    categoryId: q.categoryId,
    stem: q.stem,
    options: q.options.length > 0 ? q.options.map((o) => ({ html: o.html, correct: o.correct })) : blankOptions(),
    correctAnswer: q.correctAnswer,
    accepted: q.accepted,
    numericValue: q.numericValue,
    tolerance: q.tolerance,
    points: q.points,
    feedback: q.feedback ?? '',
    librasUrl: q.librasUrl ?? '',
    skills: q.skills,
  };
}

/** What the type asks for goes; the rest is left empty, so a changed type sends no stale key. */
export function toQuestionRequest(values: QuestionFormValues, withLibras: boolean): QuestionInput {
  const choice = values.type === 'single' || values.type === 'multiple';
  return {
    type: values.type,
    categoryId: values.categoryId,
    stem: values.stem,
    options: choice ? values.options : [],
    correctAnswer: values.type === 'trueFalse' ? values.correctAnswer : null,
    accepted: values.type === 'shortText' ? values.accepted : [],
    numericValue: values.type === 'numeric' ? values.numericValue : null,
    tolerance: values.type === 'numeric' ? values.tolerance : 0,
    points: values.points,
    feedback: values.feedback && !htmlIsEmpty(values.feedback) ? values.feedback : null,
    ...(withLibras ? { librasUrl: values.librasUrl.trim() || null } : {}),
    skills: values.skills,
  };
}
