import { optionLabel } from '@ponte/shared/enum-options';
import {
  type MyQuiz,
  QUESTION_TYPES,
  QUIZ_PURPOSES,
  QUIZ_STANDINGS,
  QUIZ_STATUSES,
  type QuestionType,
  type QuizPurpose,
  type QuizStanding,
  type QuizStatus,
} from '@ponte/shared/quizzes.schema';
import type { TFunction } from 'i18next';
import { StatusBadge, type StatusTone } from '@/components/status-badge';
import { formatDate } from '@/lib/format';
import { currentLocale } from '@/lib/i18n';
import { TEXT } from '@/lib/semantic-colours';

/** What a quiz asks of the person, as "My quizzes" and the quiz's own page say it: questions, time, attempts. */
export function quizTerms(quiz: MyQuiz, t: TFunction): string[] {
  return [
    t('quizzes.mine.questions', { count: quiz.questionCount }),
    quiz.myTimeLimitMinutes !== null
      ? t('quizzes.mine.timeLimit', { count: quiz.myTimeLimitMinutes })
      : t('quizzes.mine.noTimeLimit'),
    quiz.attemptsAllowed !== null
      ? t('quizzes.mine.attemptsOf', { used: quiz.attemptsUsed, allowed: quiz.attemptsAllowed })
      : t('quizzes.mine.attemptsUnlimited', { used: quiz.attemptsUsed }),
  ];
}

export const standingLabel = (s: QuizStanding) => optionLabel(QUIZ_STANDINGS, s, currentLocale());
export const purposeLabel = (p: QuizPurpose) => optionLabel(QUIZ_PURPOSES, p, currentLocale());
export const typeLabel = (t: QuestionType) => optionLabel(QUESTION_TYPES, t, currentLocale());
export const statusLabel = (s: QuizStatus) => optionLabel(QUIZ_STATUSES, s, currentLocale());

const STANDING_TONES: Record<QuizStanding, StatusTone> = {
  notStarted: 'neutral',
  inProgress: 'warning',
  awaitingGrading: 'warning',
  passed: 'positive',
  failed: 'negative',
  done: 'positive',
};

export function StandingBadge({ standing }: { standing: QuizStanding }) {
  return (
    <StatusBadge tone={STANDING_TONES[standing]} data-standing={standing}>
      {standingLabel(standing)}
    </StatusBadge>
  );
}

const STATUS_TONES: Record<QuizStatus, StatusTone> = { draft: 'warning', published: 'positive', archived: 'neutral' };

export function QuizStatusBadge({ status }: { status: QuizStatus }) {
  return (
    <StatusBadge tone={STATUS_TONES[status]} data-quiz-status={status}>
      {statusLabel(status)}
    </StatusBadge>
  );
}

const two = (n: number) => String(n).padStart(2, '0');

/** "dd/mm/yyyy hh:mm" in the browser's time zone (spec §9 dates). */
export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  return `${formatDate(d)} ${two(d.getHours())}:${two(d.getMinutes())}`;
}

/** "12 min", "1 h 05 min", "45 s": a duration read by people. */
export function formatDuration(seconds: number): string {
  const s = Math.round(seconds);
  if (s < 60) return `${s} s`;
  const minutes = Math.floor(s / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${two(minutes % 60)} min`;
}

/** A percentage as people read it in the interface language ("72,5 %" / "72.5%"). */
export function formatPercent(value: number): string {
  return `${new Intl.NumberFormat(currentLocale(), { maximumFractionDigits: 1 }).format(value)}%`;
}

/** Red for subtle and outline controls (text on the page): 4.5:1 in both schemes (Mantine's red for subtle buttons is 3.3:1 on white). */
export const DANGER = TEXT.negative;
