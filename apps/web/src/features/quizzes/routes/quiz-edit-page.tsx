import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { MANAGER_ITEM_PATHS, QUIZ_PATHS } from '@ponte/shared/permissions';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { BackLink } from '@/components/back-link';
import { PageLoader } from '@/components/page-loader';
import { SectionCard } from '@/components/section-card';
import { isApiError } from '@/lib/api-client';
import { useBreadcrumbTrail } from '@/lib/breadcrumb-trail';
import { useDocumentTitle } from '@/lib/document-title';
import { notify } from '@/lib/notify';
import { FILLED } from '@/lib/semantic-colours';
import { deleteQuiz, QUIZZES_KEY, quizQuery, quizQuestionsQuery } from '../api/quizzes-api.ts';
import { DANGER, purposeLabel, QuizStatusBadge } from '../components/quiz-labels.tsx';
import { QuestionsHeading, QuizQuestionsSection } from '../components/quiz-questions-section.tsx';
import { QuizSettingsForm } from '../components/quiz-settings-form.tsx';

/** /plataforma/quiz/{quizId}: the quiz's settings and its questions (Admin). */
export function QuizEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { quizId: param = '' } = useParams();
  const quizId = /^\d{1,10}$/.test(param) ? Number(param) : null;
  const quiz = useQuery({ ...quizQuery(quizId ?? 0), enabled: quizId !== null });
  const selection = useQuery({ ...quizQuestionsQuery(quizId ?? 0), enabled: quizId !== null && quiz.isSuccess });
  const listTitle = t('pages.quiz');
  const name = quiz.data?.title;
  useDocumentTitle(name ? `${t('pages.quizEdit')} · ${name}` : t('pages.quizEdit'));
  useBreadcrumbTrail(name ? [{ label: listTitle, to: MANAGER_ITEM_PATHS.quiz }, { label: name }] : null);

  const back = <BackLink to={MANAGER_ITEM_PATHS.quiz}>{t('quizzes.editor.back')}</BackLink>;

  if (quizId !== null && quiz.isPending) return <PageLoader />;
  if (quizId === null || (quiz.isError && isApiError(quiz.error) && [400, 404].includes(quiz.error.status))) {
    return (
      <Stack gap="md" align="flex-start">
        {back}
        <Title order={1}>{t('quizzes.take.notFound')}</Title>
      </Stack>
    );
  }
  if (!quiz.data) {
    return (
      <Stack gap="md">
        {back}
        <Title order={1}>{t('pages.quizEdit')}</Title>
        <Alert color="red" role="alert">
          {t('quizzes.editor.loadFailed')}
        </Alert>
      </Stack>
    );
  }
  const data = quiz.data;

  const remove = () =>
    modals.openConfirmModal({
      title: t('quizzes.editor.deleteTitle'),
      children: <Text size="sm">{t('quizzes.editor.deleteBody')}</Text>,
      labels: { confirm: t('quizzes.editor.delete'), cancel: t('common.cancel') },
      confirmProps: { color: FILLED.negative },
      onConfirm: async () => {
        try {
          await deleteQuiz(data.id);
          notify(t('quizzes.editor.deleted'), 'success', 'quiz-deleted');
          await queryClient.invalidateQueries({ queryKey: QUIZZES_KEY });
          await navigate(MANAGER_ITEM_PATHS.quiz);
        } catch (e) {
          notify(
            isApiError(e) && e.message ? e.message : t('quizzes.editor.deleteFailed'),
            'error',
            'quiz-delete-failed',
          );
        }
      },
    });

  return (
    <Stack gap="lg">
      {back}
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <Group gap="sm" align="center" wrap="wrap">
            <Title order={1} style={{ overflowWrap: 'anywhere' }}>
              {data.title}
            </Title>
            <QuizStatusBadge status={data.status} />
          </Group>
          <Text size="sm" c="dimmed">
            {[
              purposeLabel(data.purpose),
              data.target.label,
              t('quizzes.list.assigned', { count: data.assignedCount }),
              t('quizzes.list.attempts', { count: data.attemptCount }),
            ].join(' · ')}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button component={Link} to={QUIZ_PATHS.results(data.id)} variant="light">
            {t('quizzes.list.results')}
          </Button>
          {data.attemptCount === 0 ? (
            <Button variant="subtle" color={DANGER} onClick={remove}>
              {t('quizzes.editor.delete')}
            </Button>
          ) : null}
        </Group>
      </Group>
      <SectionCard gap="md" title={t('quizzes.editor.settings')}>
        <QuizSettingsForm key={`${data.id}:${data.updatedAt}`} quiz={data} />
      </SectionCard>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="quiz-questions-heading">
        <Stack gap="md">
          <QuestionsHeading id="quiz-questions-heading" />
          {selection.isPending ? (
            <PageLoader />
          ) : selection.isError || !selection.data ? (
            <Alert color="red" role="alert">
              {t('quizzes.questions.loadFailed')}
            </Alert>
          ) : (
            <QuizQuestionsSection
              key={JSON.stringify(selection.data.selection)}
              quizId={data.id}
              selection={selection.data.selection}
              questions={selection.data.questions}
              perAttempt={selection.data.perAttempt}
            />
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
