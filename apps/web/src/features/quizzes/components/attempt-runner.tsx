import { Alert, Button, Group, Modal, Paper, Progress, Stack, Text } from '@mantine/core';
import type { AnswerValue, Attempt, SaveAnswersResult, TakerQuestion } from '@ponte/shared/quizzes.schema';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '@/components/form-actions';
import { SafeHtml } from '@/components/safe-html';
import { SectionCard } from '@/components/section-card';
import { isApiError } from '@/lib/api-client';
import { TEXT } from '@/lib/semantic-colours';
import { saveAnswers, submitAttempt } from '../api/quizzes-api.ts';
import { AnswerInput, isAnswered } from './answer-input.tsx';
import { AnswerSaver, type SaveState } from './answer-saver.ts';
import { AttemptCountdown } from './attempt-countdown.tsx';
import { clockOffset } from './countdown.ts';
import { LibrasLink } from './libras-link.tsx';
import { formatDateTime } from './quiz-labels.tsx';

interface Props {
  attempt: Attempt;
  /** When the browser received `attempt` (its serverNow is the server's time then). */
  receivedAt: number;
  /** The attempt is over: submitted by the person, or closed by the server (409: `notice` says why). */
  onFinished: (submitted: Attempt | null, notice: string | null) => void;
}

const isConflict = (error: unknown) => isApiError(error) && error.status === 409;

function QuestionBlock({
  question,
  index,
  total,
  value,
  onChange,
  headingRef,
}: {
  question: TakerQuestion;
  index: number;
  total: number;
  value: AnswerValue | null;
  onChange: (value: AnswerValue | null) => void;
  headingRef?: (node: HTMLHeadingElement | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <SectionCard
      title={t('quizzes.take.questionOfTotal', { n: index + 1, total })}
      headingRef={headingRef}
      aside={
        <Text size="sm" c="dimmed">
          {t('quizzes.take.points', { count: question.points })}
        </Text>
      }
      gap="sm"
      data-question={question.position}
      data-question-type={question.type}
    >
      <LibrasLink url={question.librasUrl} />
      <AnswerInput question={question} label={<SafeHtml html={question.stem} />} value={value} onChange={onChange} />
    </SectionCard>
  );
}

function SaveStatus({ state }: { state: SaveState }) {
  const { t } = useTranslation();
  let text = '';
  if (state.status === 'pending' || state.status === 'saving') text = t('quizzes.take.saving');
  else if (state.status === 'saved') text = t('quizzes.take.savedAt', { when: formatDateTime(state.savedAt) });
  else if (state.status === 'failed') text = t('quizzes.take.saveFailed');
  return (
    <Text size="sm" c={state.status === 'failed' ? TEXT.negative : 'dimmed'} data-save-status={state.status}>
      {text}
    </Text>
  );
}

/**
 * Answering an attempt (issue 14 §1): one question per screen or all on one (the quiz's layout), the
 * progress, answers saved as they change, the server's countdown, and submitting after a confirmation.
 */
export function AttemptRunner({ attempt, receivedAt, onFinished }: Props) {
  const { t } = useTranslation();
  const questions = attempt.questions;
  const [answers, setAnswers] = useState<Map<number, AnswerValue | null>>(
    () => new Map(questions.map((q) => [q.position, q.answer])),
  );
  const [saveState, setSaveState] = useState<SaveState>({ status: 'idle' });
  const [timing, setTiming] = useState(() => ({
    deadline: attempt.deadline,
    offset: clockOffset(attempt.serverNow, receivedAt),
  }));
  const firstOpen = Math.max(
    0,
    questions.findIndex((q) => !isAnswered(q.answer)),
  );
  const [current, setCurrent] = useState(firstOpen);
  const [confirming, setConfirming] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement | null>(null);
  const moved = useRef(false);
  const finished = useRef(false);
  const finish = useRef(onFinished);
  finish.current = onFinished;

  const close = useCallback((submitted: Attempt | null, notice: string | null) => {
    if (finished.current) return;
    finished.current = true;
    finish.current(submitted, notice);
  }, []);

  const saver = useMemo(
    () =>
      new AnswerSaver({
        save: (body) => saveAnswers(attempt.id, body),
        onState: setSaveState,
        onSaved: (result: SaveAnswersResult) =>
          setTiming({ deadline: result.deadline, offset: clockOffset(result.serverNow, Date.now()) }),
        isFinal: isConflict,
      }),
    [attempt.id],
  );

  useEffect(() => () => saver.dispose(), [saver]);
  // The server took no more answers (past the deadline, or submitted elsewhere): show what it kept.
  useEffect(() => {
    if (saveState.status === 'closed') close(null, isApiError(saveState.error) ? saveState.error.message : null);
  }, [saveState, close]);
  // Leaving the tab sends what waits, so a reload or a closed laptop loses as little as possible.
  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') void saver.flush();
    };
    document.addEventListener('visibilitychange', onHide);
    return () => document.removeEventListener('visibilitychange', onHide);
  }, [saver]);
  // After Previous/Next, the new question's heading takes the focus (keyboard and screen readers).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the question shown changes
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [current]);

  const change = (position: number, value: AnswerValue | null) => {
    setAnswers((was) => new Map(was).set(position, value));
    saver.change(position, value);
  };

  const answered = questions.filter((q) => isAnswered(answers.get(q.position))).length;
  const total = questions.length;

  const submit = async () => {
    setSubmitting(true);
    setSubmitError(null);
    try {
      await saver.flush();
      const submitted = await submitAttempt(attempt.id);
      saver.dispose();
      setConfirming(false);
      close(submitted, null);
    } catch (error) {
      if (isConflict(error)) {
        setConfirming(false);
        close(null, isApiError(error) ? error.message : null);
        return;
      }
      setSubmitError(isApiError(error) && error.message ? error.message : t('quizzes.take.submitFailed'));
    } finally {
      setSubmitting(false);
    }
  };

  // The server's deadline passed: it counts only what was saved by then and submits the attempt; asking
  // it to submit now shows that review at once (a 409 means it already did).
  const onExpire = async () => {
    saver.dispose();
    setConfirming(false);
    const notice = t('quizzes.errors.deadlinePassed');
    try {
      close(await submitAttempt(attempt.id), notice);
    } catch {
      close(null, notice);
    }
  };

  const go = (index: number) => {
    moved.current = true;
    setCurrent(index);
  };

  const one = attempt.layout === 'one';
  const shown = one ? questions.slice(current, current + 1) : questions;

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="sm" data-testid="attempt-progress">
        <Stack gap={6}>
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Text size="sm" fw={600}>
              {t('quizzes.take.answered', { answered, total })}
            </Text>
            {timing.deadline ? (
              <AttemptCountdown deadline={timing.deadline} offset={timing.offset} onExpire={() => void onExpire()} />
            ) : null}
          </Group>
          <Progress
            value={total === 0 ? 0 : (answered * 100) / total}
            aria-label={t('quizzes.take.progressLabel', { answered, total })}
            size="sm"
          />
          <SaveStatus state={saveState} />
        </Stack>
      </Paper>

      {one && total > 1 ? (
        <nav aria-label={t('quizzes.take.questionsNav')}>
          <Group gap={6} wrap="wrap">
            {questions.map((q, i) => {
              const done = isAnswered(answers.get(q.position));
              return (
                <Button
                  key={q.position}
                  size="compact-sm"
                  miw={36}
                  variant={i === current ? 'filled' : done ? 'light' : 'default'}
                  aria-current={i === current ? 'step' : undefined}
                  aria-label={t(done ? 'quizzes.take.goToAnswered' : 'quizzes.take.goTo', { n: i + 1 })}
                  onClick={() => go(i)}
                >
                  {i + 1}
                </Button>
              );
            })}
          </Group>
        </nav>
      ) : null}

      {shown.map((q) => {
        const index = questions.indexOf(q);
        return (
          <QuestionBlock
            key={q.position}
            question={q}
            index={index}
            total={total}
            value={answers.get(q.position) ?? null}
            onChange={(value) => change(q.position, value)}
            headingRef={
              one
                ? (node) => {
                    heading.current = node;
                  }
                : undefined
            }
          />
        );
      })}

      <Group justify="space-between" gap="sm" wrap="wrap">
        {one ? (
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconArrowLeft size={16} aria-hidden />}
              disabled={current === 0}
              onClick={() => go(current - 1)}
            >
              {t('quizzes.take.previous')}
            </Button>
            <Button
              variant="default"
              rightSection={<IconArrowRight size={16} aria-hidden />}
              disabled={current >= total - 1}
              onClick={() => go(current + 1)}
            >
              {t('quizzes.take.next')}
            </Button>
          </Group>
        ) : (
          <span />
        )}
        <Button onClick={() => setConfirming(true)} data-testid="submit-attempt">
          {t('quizzes.take.submit')}
        </Button>
      </Group>

      <Modal
        closeButtonProps={{ 'aria-label': t('common.close') }}
        opened={confirming}
        onClose={() => (submitting ? undefined : setConfirming(false))}
        title={t('quizzes.take.confirmTitle')}
        centered
      >
        <Stack gap="md">
          <Text>{t('quizzes.take.confirmBody', { answered, total })}</Text>
          {answered < total ? (
            <Text fw={600}>{t('quizzes.take.confirmUnanswered', { count: total - answered })}</Text>
          ) : null}
          {submitError ? (
            <Alert color="red" variant="light" role="alert">
              {submitError}
            </Alert>
          ) : null}
          <FormActions
            submitLabel={t('quizzes.take.confirmSubmit')}
            onSubmit={() => void submit()}
            onCancel={() => setConfirming(false)}
            cancelDisabled={submitting}
            loading={submitting}
          />
        </Stack>
      </Modal>
    </Stack>
  );
}
