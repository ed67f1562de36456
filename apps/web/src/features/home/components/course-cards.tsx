import { Anchor, List, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MetaLine } from '@/components/meta-line';
import { formatDate } from '@/lib/format';
import { useCan } from '@/lib/session';
import { homeSummaryQuery } from '../api/home-api.ts';
import { HomeCard, HomeCardSkeleton } from './home-card.tsx';

const COURSES_PATH = '/plataforma/cursos-e-trilhas';
const COURSE_ADMIN_PATH = '/plataforma/cursos-e-inscricoes';

/** "T01 · Turma da manhã" */
function classLabel(classe: { code: string | null; name: string }): string {
  return classe.code ? `${classe.code} · ${classe.name}` : classe.name;
}

/** The person's enrolments in progress (issue 13 §2 Home): course, class and when it ends. */
export function MyCoursesCard() {
  const { t } = useTranslation();
  const can = useCan();
  const { data } = useQuery(homeSummaryQuery);
  const mine = data?.myCourses;
  if (!mine) return <HomeCardSkeleton />;
  return (
    <HomeCard title={t('home.courses.myCourses')} testId="home-my-courses">
      <Text size="sm" fw={600}>
        {t('home.courses.inProgress', { count: mine.total })}
      </Text>
      <List spacing={6} size="sm" listStyleType="none" withPadding={false}>
        {mine.inProgress.map((e) => (
          <List.Item key={`${e.courseId}:${e.classe.id}`}>
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {e.courseName}
            </Text>
            <MetaLine
              facts={[
                classLabel(e.classe),
                e.classe.endDate ? t('home.courses.endsOn', { date: formatDate(e.classe.endDate) }) : null,
              ]}
            />
          </List.Item>
        ))}
      </List>
      {can('coursesAndTrails') ? (
        <Anchor component={Link} to={`${COURSES_PATH}?aba=meus-cursos`} size="sm" fw={600} underline="always">
          {t('home.courses.seeMine')}
        </Anchor>
      ) : null}
    </HomeCard>
  );
}

/** For whoever manages courses: classes starting in the next 30 days and this month's evasions. */
export function CourseOverviewCard() {
  const { t } = useTranslation();
  const can = useCan();
  const { data } = useQuery(homeSummaryQuery);
  const overview = data?.courseOverview;
  if (!overview) return <HomeCardSkeleton />;
  const manage = can('courseManagement');
  const evaded = overview.evasionThisMonth;
  return (
    <HomeCard title={t('home.courses.overview')} testId="home-course-overview">
      <Stack gap={6}>
        <Text size="sm" fw={600}>
          {t('home.courses.startingSoon', { date: formatDate(overview.soonUntil) })}
        </Text>
        {overview.classesStartingSoon.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('home.courses.noneSoon')}
          </Text>
        ) : (
          <List spacing={6} size="sm" listStyleType="none" withPadding={false}>
            {overview.classesStartingSoon.map((c) => {
              const name = `${c.courseName} — ${classLabel(c.classe)}`;
              return (
                <List.Item key={c.classe.id}>
                  {manage ? (
                    <Anchor component={Link} to={`${COURSE_ADMIN_PATH}/${c.courseId}`} size="sm" fw={600}>
                      {name}
                    </Anchor>
                  ) : (
                    <Text size="sm" fw={600}>
                      {name}
                    </Text>
                  )}
                  <MetaLine
                    facts={[
                      c.classe.startDate ? t('home.courses.startsOn', { date: formatDate(c.classe.startDate) }) : null,
                      c.capacity === null
                        ? t('home.courses.seatsUnlimited', { used: c.seatsUsed })
                        : t('home.courses.seats', { used: c.seatsUsed, capacity: c.capacity }),
                    ]}
                  />
                </List.Item>
              );
            })}
          </List>
        )}
      </Stack>
      <Text size="sm" data-testid="home-evasion">
        {t('home.courses.evasion', { count: evaded.count, date: formatDate(evaded.since) })}
      </Text>
      {manage ? (
        <Anchor component={Link} to={COURSE_ADMIN_PATH} size="sm" fw={600} underline="always">
          {t('home.courses.manage')}
        </Anchor>
      ) : null}
    </HomeCard>
  );
}
