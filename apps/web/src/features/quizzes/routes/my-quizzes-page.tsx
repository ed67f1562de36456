import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { QUIZ_PATHS } from '@ponte/shared/permissions';
import type { MyQuiz } from '@ponte/shared/quizzes.schema';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardGrid } from '@/components/card-list';
import { ListBody } from '@/components/list-body';
import { useDocumentTitle } from '@/lib/document-title';
import { myQuizzesQuery } from '../api/quizzes-api.ts';
import { formatDateTime, formatPercent, purposeLabel, quizTerms, StandingBadge } from '../components/quiz-labels.tsx';

function actionKey(quiz: MyQuiz) {
  if (quiz.inProgressAttemptId !== null) return 'quizzes.mine.resume' as const;
  if (quiz.canStart) return quiz.attemptsUsed > 0 ? ('quizzes.mine.again' as const) : ('quizzes.mine.start' as const);
  return 'quizzes.mine.open' as const;
}

function MyQuizCard({ quiz }: { quiz: MyQuiz }) {
  const { t } = useTranslation();
  const headingId = `my-quiz-${quiz.id}`;
  const primary = quiz.inProgressAttemptId !== null || quiz.canStart;
  const action = t(actionKey(quiz));
  return (
    <Paper withBorder radius="md" p="md" component="li" aria-labelledby={headingId} data-my-quiz={quiz.id}>
      <Stack gap={6} h="100%">
        <Title order={2} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
          {quiz.title}
        </Title>
        <Group gap="xs">
          <StandingBadge standing={quiz.standing} />
        </Group>
        <Text size="sm" c="dimmed">
          {[purposeLabel(quiz.purpose), quiz.targetLabel].join(' · ')}
        </Text>
        <Text size="sm" fw={quiz.closesAt ? 600 : 400} data-deadline>
          {quiz.closesAt
            ? t('quizzes.mine.closesAt', { when: formatDateTime(quiz.closesAt) })
            : t('quizzes.mine.noDeadline')}
        </Text>
        <Text size="sm">{quizTerms(quiz, t).join(' · ')}</Text>
        {quiz.percent !== null ? (
          <Text size="sm">{t('quizzes.mine.score', { percent: formatPercent(quiz.percent) })}</Text>
        ) : null}
        {!quiz.open && quiz.opensAt ? (
          <Text size="sm" c="dimmed">
            {t('quizzes.mine.opensAt', { when: formatDateTime(quiz.opensAt) })}
          </Text>
        ) : null}
        <Group mt="auto" pt="xs">
          <Button
            component={Link}
            to={QUIZ_PATHS.take(quiz.id)}
            variant={primary ? 'filled' : 'default'}
            aria-label={`${action}: ${quiz.title}`}
          >
            {action}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** /plataforma/meus-quizzes: the quizzes assigned to the caller, with deadline, standing and attempts. */
export function MyQuizzesPage() {
  const { t } = useTranslation();
  const title = t('pages.myQuizzes');
  useDocumentTitle(title);
  const list = useQuery(myQuizzesQuery());
  const items = list.data?.items ?? [];
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{t('quizzes.mine.intro')}</Text>
      </Stack>
      <ListBody
        isPending={list.isPending}
        isError={list.isError}
        isEmpty={items.length === 0}
        errorText={t('quizzes.mine.loadFailed')}
        emptyText={t('quizzes.mine.empty')}
      >
        <CardGrid label={title}>
          {items.map((q) => (
            <MyQuizCard key={q.id} quiz={q} />
          ))}
        </CardGrid>
      </ListBody>
    </Stack>
  );
}
