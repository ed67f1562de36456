import { Stack, Text, Title } from '@mantine/core';
import type { TranslationKey } from '@ponte/shared/i18n/keys';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LinkTabs } from '@/components/link-tabs';
import { useDocumentTitle } from '@/lib/document-title';
import { useCan } from '@/lib/session';
import { AccommodationsTab } from '../components/accommodations-tab.tsx';
import { GradingQueue } from '../components/grading-queue.tsx';
import { QuestionBankTab } from '../components/question-bank-tab.tsx';
import { QuizListTab } from '../components/quiz-list-tab.tsx';

/** The tabs, each its own address (`?aba=`, ADR 0036): a link to one opens it, Back returns to the last. */
const TABS: readonly { value: string; param: string | null; titleKey: TranslationKey }[] = [
  { value: 'quizzes', param: null, titleKey: 'quizzes.manager.tabQuizzes' },
  { value: 'bank', param: 'banco', titleKey: 'quizzes.manager.tabBank' },
  { value: 'grading', param: 'correcoes', titleKey: 'quizzes.manager.tabGrading' },
  { value: 'accommodations', param: 'acomodacoes', titleKey: 'quizzes.manager.tabAccommodations' },
];

/**
 * /plataforma/quiz (the manager submenu's Quiz, spec §2; issue 14): the quizzes, the question bank, the
 * grading queue and the time accommodations.
 */
export function QuizManagerPage() {
  const { t } = useTranslation();
  const can = useCan();
  const [params] = useSearchParams();
  const tab = TABS.find((entry) => entry.param !== null && entry.param === params.get('aba')) ?? TABS[0]!;
  const title = t('pages.quiz');
  useDocumentTitle(tab.param ? `${t(tab.titleKey)} · ${title}` : title);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{t('quizzes.manager.intro')}</Text>
      </Stack>
      <LinkTabs
        value={tab.value}
        label={t('quizzes.manager.tabsLabel')}
        tabs={TABS.map((entry) => ({
          value: entry.value,
          to: entry.param ? `?aba=${entry.param}` : '?',
          title: t(entry.titleKey),
        }))}
      >
        {tab.value === 'quizzes' ? (
          <QuizListTab canCreate={can('quiz')} />
        ) : tab.value === 'bank' ? (
          <QuestionBankTab />
        ) : tab.value === 'grading' ? (
          <GradingQueue />
        ) : (
          <AccommodationsTab />
        )}
      </LinkTabs>
    </Stack>
  );
}
