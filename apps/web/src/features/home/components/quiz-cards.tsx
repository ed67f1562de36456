import { Anchor, List, Text } from '@mantine/core';
import { QUIZ_PATHS } from '@ponte/shared/permissions';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MetaLine } from '@/components/meta-line';
import { formatDate } from '@/lib/format';
import { useCan } from '@/lib/session';
import { homeGradingQuery, homeMyQuizzesQuery } from '../api/home-quizzes-api.ts';
import { HomeCard, HomeCardSkeleton } from './home-card.tsx';

/** How many open quizzes the card lists before "see all". */
const SHOWN = 5;

const two = (n: number) => String(n).padStart(2, '0');
const dateTime = (iso: string) => {
  const d = new Date(iso);
  return `${formatDate(d)} ${two(d.getHours())}:${two(d.getMinutes())}`;
};

/**
 * The caller's open quizzes (issue 14 §1 "Taking it"): those they can still start or finish, closing
 * soonest first, each with its deadline. Nothing to do, no card.
 */
export function MyQuizzesCard() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useQuery(homeMyQuizzesQuery);
  if (isPending) return <HomeCardSkeleton />;
  if (isError || !data) return null;
  const open = data.items
    .filter((q) => q.open && (q.canStart || q.inProgressAttemptId !== null))
    .sort(
      (a, b) =>
        (a.closesAt ? Date.parse(a.closesAt) : Number.POSITIVE_INFINITY) -
        (b.closesAt ? Date.parse(b.closesAt) : Number.POSITIVE_INFINITY),
    );
  if (open.length === 0) return null;
  return (
    <HomeCard title={t('quizzes.home.mineTitle')} testId="home-my-quizzes">
      <Text size="sm" fw={600}>
        {t('quizzes.home.open', { count: open.length })}
      </Text>
      <List spacing={6} size="sm" listStyleType="none" withPadding={false}>
        {open.slice(0, SHOWN).map((q) => (
          <List.Item key={q.id}>
            <Anchor component={Link} to={QUIZ_PATHS.take(q.id)} size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {q.title}
            </Anchor>
            <MetaLine
              facts={[
                q.inProgressAttemptId !== null ? t('quizzes.home.inProgress') : null,
                q.closesAt ? t('quizzes.home.closes', { when: dateTime(q.closesAt) }) : t('quizzes.home.noDeadline'),
              ]}
            />
          </List.Item>
        ))}
      </List>
      <Anchor component={Link} to={QUIZ_PATHS.mine} size="sm" fw={600} underline="always">
        {t('quizzes.home.seeAll')}
      </Anchor>
    </HomeCard>
  );
}

/**
 * For graders (Admin of the quizzes, mentors): how many open answers wait for them; a mentor also
 * reaches their mentees' results from here (Admin has them in the manager's Quiz).
 */
export function GradingCard() {
  const { t } = useTranslation();
  const can = useCan();
  const { data, isPending, isError } = useQuery(homeGradingQuery);
  if (isPending) return <HomeCardSkeleton />;
  if (isError || !data) return null;
  const count = data.items.length;
  return (
    <HomeCard title={t('quizzes.home.gradingTitle')} testId="home-quiz-grading">
      <Text size="sm" data-waiting={count}>
        {count === 0 ? t('quizzes.home.gradingNone') : t('quizzes.home.gradingWaiting', { count })}
      </Text>
      {count > 0 ? (
        <Anchor component={Link} to={QUIZ_PATHS.grading} size="sm" fw={600} underline="always">
          {t('quizzes.home.gradingOpen')}
        </Anchor>
      ) : null}
      {can('quiz') ? null : (
        <Anchor component={Link} to={QUIZ_PATHS.grading} size="sm" underline="always">
          {t('quizzes.home.menteeResults')}
        </Anchor>
      )}
    </HomeCard>
  );
}
