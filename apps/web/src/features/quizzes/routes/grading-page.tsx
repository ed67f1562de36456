import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/document-title';
import { useCan } from '@/lib/session';
import { GradingQueue } from '../components/grading-queue.tsx';
import { QuizListTab } from '../components/quiz-list-tab.tsx';

/**
 * /plataforma/quiz/correcoes: the open answers waiting for the caller (Admin of the quizzes, a mentor);
 * a mentor also finds here their mentees' quizzes and, from each, its results (Admin has the manager's list).
 */
export function GradingPage() {
  const { t } = useTranslation();
  const can = useCan();
  const title = t('pages.quizGrading');
  useDocumentTitle(title);
  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      <GradingQueue />
      {can('quiz') ? null : (
        <Stack gap="sm" component="section" aria-labelledby="mentee-quizzes" data-testid="mentee-quizzes">
          <Title order={2} size="h3" id="mentee-quizzes">
            {t('quizzes.list.menteesTitle')}
          </Title>
          <QuizListTab canCreate={false} mentees />
        </Stack>
      )}
    </Stack>
  );
}
