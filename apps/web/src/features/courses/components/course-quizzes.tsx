import { Anchor, List, Stack, Title } from '@mantine/core';
import { optionLabel } from '@ponte/shared/enum-options';
import { QUIZ_PATHS } from '@ponte/shared/permissions';
import { type MyQuizList, QUIZ_STANDINGS } from '@ponte/shared/quizzes.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MetaLine } from '@/components/meta-line';
import { apiRequest } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { currentLocale } from '@/lib/i18n';
import { useCan } from '@/lib/session';

// The course page's own read of the quiz call (features never import each other); the key sits under
// ['quizzes'] so that taking a quiz refreshes it too.
const courseQuizzesQuery = (courseId: number) =>
  queryOptions({
    queryKey: ['quizzes', 'mine', courseId] as const,
    queryFn: ({ signal }) =>
      apiRequest<MyQuizList>(`/api/meus-quizzes?courseId=${courseId}`, { signal, quietFailure: true }),
  });

const two = (n: number) => String(n).padStart(2, '0');
const dateTime = (iso: string) => {
  const d = new Date(iso);
  return `${formatDate(d)} ${two(d.getHours())}:${two(d.getMinutes())}`;
};

/**
 * The caller's quizzes of one course (issue 14 §1 "Taking it": on the course page, with their deadline).
 * Only for people who take quizzes; nothing when the course has none for them.
 */
export function CourseQuizzes({ courseId }: { courseId: number }) {
  const can = useCan();
  const taker = can('quizTaking');
  if (!taker) return null;
  return <CourseQuizList courseId={courseId} />;
}

function CourseQuizList({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const { data } = useQuery(courseQuizzesQuery(courseId));
  const items = data?.items ?? [];
  if (items.length === 0) return null;
  const locale = currentLocale();
  return (
    <Stack gap={4} data-course-quizzes={courseId}>
      <Title order={3} size="h5">
        {t('quizzes.course.title')}
      </Title>
      <List spacing={4} listStyleType="none" withPadding={false}>
        {items.map((q) => (
          <List.Item key={q.id}>
            <Anchor component={Link} to={QUIZ_PATHS.take(q.id)} size="sm" fw={600}>
              {q.title}
            </Anchor>
            <MetaLine
              facts={[
                optionLabel(QUIZ_STANDINGS, q.standing, locale),
                q.closesAt ? t('quizzes.course.closes', { when: dateTime(q.closesAt) }) : null,
              ]}
            />
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
