import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/document-title';
import { GradingQueue } from '../components/grading-queue.tsx';

/** /plataforma/quiz/correcoes: the open answers waiting for the caller (Admin of the quizzes, a mentor). */
export function GradingPage() {
  const { t } = useTranslation();
  const title = t('pages.quizGrading');
  useDocumentTitle(title);
  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      <GradingQueue />
    </Stack>
  );
}
