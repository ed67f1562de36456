import { Alert, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { QUIZ_PATHS } from '@ponte/shared/permissions';
import type { Attempt, MyQuiz } from '@ponte/shared/quizzes.schema';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { BackLink } from '@/components/back-link';
import { PageLoader } from '@/components/page-loader';
import { isApiError } from '@/lib/api-client';
import { useBreadcrumbTrail } from '@/lib/breadcrumb-trail';
import { useDocumentTitle } from '@/lib/document-title';
import { attemptHistoryQuery, attemptQuery, myQuizzesQuery, QUIZZES_KEY, startAttempt } from '../api/quizzes-api.ts';
import { AttemptHistory } from '../components/attempt-history.tsx';
import { AttemptReview } from '../components/attempt-review.tsx';
import { AttemptRunner } from '../components/attempt-runner.tsx';
import { formatDateTime, purposeLabel, quizTerms, StandingBadge } from '../components/quiz-labels.tsx';

const ATTEMPT_PARAM = 'tentativa';

function QuizFacts({ quiz }: { quiz: MyQuiz }) {
  const { t } = useTranslation();
  const facts = [
    purposeLabel(quiz.purpose),
    ...quizTerms(quiz, t),
    quiz.closesAt ? t('quizzes.mine.closesAt', { when: formatDateTime(quiz.closesAt) }) : null,
  ].filter((f): f is string => f !== null);
  return (
    <List spacing={4} size="sm" data-quiz-facts>
      {facts.map((f) => (
        <List.Item key={f}>{f}</List.Item>
      ))}
    </List>
  );
}

/**
 * /plataforma/meus-quizzes/{quizId}: the quiz's facts and the way in (start, or resume the attempt in
 * progress), the attempt itself, then the review the server sends, and the caller's attempt history.
 * The attempt's id is in the address (`?tentativa=`), so a reload resumes it (the server keeps its draw).
 */
export function TakeQuizPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { quizId: param = '' } = useParams();
  const quizId = /^\d{1,10}$/.test(param) ? Number(param) : null;
  const [params, setParams] = useSearchParams();
  const attemptParam = params.get(ATTEMPT_PARAM);
  const attemptId = attemptParam && /^\d{1,10}$/.test(attemptParam) ? Number(attemptParam) : null;
  const mine = useQuery(myQuizzesQuery());
  const quiz = mine.data?.items.find((q) => q.id === quizId) ?? null;
  const history = useQuery({ ...attemptHistoryQuery(quizId ?? 0), enabled: quizId !== null });
  const resumeId = attemptId ?? quiz?.inProgressAttemptId ?? null;
  const attempt = useQuery({ ...attemptQuery(resumeId ?? 0), enabled: resumeId !== null });
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const title = attempt.data?.quizTitle ?? quiz?.title ?? t('pages.quizAttempt');
  useDocumentTitle(title);
  useBreadcrumbTrail([{ label: t('pages.myQuizzes'), to: QUIZ_PATHS.mine }, { label: title }]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: QUIZZES_KEY });

  const showAttempt = (next: Attempt) => {
    queryClient.setQueryData(attemptQuery(next.id).queryKey, next);
    setParams({ [ATTEMPT_PARAM]: String(next.id) }, { replace: true });
  };

  const start = async () => {
    if (quizId === null) return;
    setStarting(true);
    setStartError(null);
    setNotice(null);
    try {
      showAttempt(await startAttempt(quizId));
      void queryClient.invalidateQueries({ queryKey: myQuizzesQuery().queryKey });
    } catch (error) {
      setStartError(isApiError(error) && error.message ? error.message : t('quizzes.take.startFailed'));
    } finally {
      setStarting(false);
    }
  };

  const onFinished = async (submitted: Attempt | null, message: string | null) => {
    setNotice(message);
    if (submitted) queryClient.setQueryData(attemptQuery(submitted.id).queryKey, submitted);
    else if (resumeId !== null) await queryClient.invalidateQueries({ queryKey: attemptQuery(resumeId).queryKey });
    if (resumeId !== null && params.get(ATTEMPT_PARAM) === null)
      setParams({ [ATTEMPT_PARAM]: String(resumeId) }, { replace: true });
    await refresh();
    window.scrollTo({ top: 0 });
  };

  const back = <BackLink to={QUIZ_PATHS.mine}>{t('quizzes.take.back')}</BackLink>;

  if (quizId === null) {
    return (
      <Stack gap="md" align="flex-start">
        {back}
        <Title order={1}>{t('quizzes.take.notFound')}</Title>
      </Stack>
    );
  }
  if (mine.isPending || (resumeId !== null && attempt.isPending)) return <PageLoader />;

  const current = attempt.data && attempt.data.quizId === quizId ? attempt.data : null;
  const attemptMissing = resumeId !== null && (attempt.isError || (attempt.data && !current));
  const reviewHref = (id: number) => `${QUIZ_PATHS.take(quizId)}?${ATTEMPT_PARAM}=${id}`;

  return (
    <Stack gap="lg">
      {back}
      <Group gap="sm" align="center" wrap="wrap">
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        {quiz && !current ? <StandingBadge standing={quiz.standing} /> : null}
      </Group>

      {attemptMissing ? (
        <Alert color="red" variant="light" role="alert">
          {isApiError(attempt.error) && attempt.error.status === 404
            ? t('quizzes.take.attemptNotFound')
            : t('quizzes.take.loadFailed')}
        </Alert>
      ) : null}

      {current?.status === 'inProgress' ? (
        <AttemptRunner
          key={current.id}
          attempt={current}
          receivedAt={attempt.dataUpdatedAt || Date.now()}
          onFinished={(submitted, message) => void onFinished(submitted, message)}
        />
      ) : current?.status === 'submitted' ? (
        <Stack gap="md">
          <AttemptReview attempt={current} notice={notice} />
          {quiz?.canStart ? (
            <Group>
              <Button onClick={() => void start()} loading={starting} variant="light">
                {t('quizzes.take.again')}
              </Button>
            </Group>
          ) : null}
        </Stack>
      ) : quiz ? (
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="quiz-start-heading">
          <Stack gap="sm">
            <Title order={2} size="h4" id="quiz-start-heading">
              {t('quizzes.take.aboutTitle')}
            </Title>
            <QuizFacts quiz={quiz} />
            {quiz.myTimeLimitMinutes !== null ? (
              <Text size="sm">{t('quizzes.take.timedNote', { count: quiz.myTimeLimitMinutes })}</Text>
            ) : null}
            {startError ? (
              <Alert color="red" variant="light" role="alert">
                {startError}
              </Alert>
            ) : null}
            {quiz.canStart ? (
              <Group>
                <Button onClick={() => void start()} loading={starting} data-testid="start-attempt">
                  {quiz.attemptsUsed > 0 ? t('quizzes.take.again') : t('quizzes.take.start')}
                </Button>
              </Group>
            ) : (
              <Text size="sm" c="dimmed" data-cannot-start>
                {!quiz.open
                  ? t('quizzes.take.notOpen')
                  : quiz.nextAttemptAt
                    ? t('quizzes.errors.tooSoon', { when: formatDateTime(quiz.nextAttemptAt) })
                    : t('quizzes.errors.attemptsExhausted')}
              </Text>
            )}
          </Stack>
        </Paper>
      ) : !attemptMissing ? (
        <Text c="dimmed">{t('quizzes.take.notAssigned')}</Text>
      ) : null}

      {current?.status !== 'inProgress' && history.data ? (
        <AttemptHistory items={history.data.items} reviewHref={reviewHref} />
      ) : null}
    </Stack>
  );
}
