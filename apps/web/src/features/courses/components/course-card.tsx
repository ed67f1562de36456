import { ActionIcon, Anchor, Box, Button, Card, Group, Image, Stack, Text, Title, Tooltip } from '@mantine/core';
import type { Course } from '@ponte/shared/courses.schema';
import { IconSchool, IconStar, IconStarFilled } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusBadge } from '@/components/status-badge';
import { formatDate } from '@/lib/format';
import { notify } from '@/lib/notify';
import { TEXT } from '@/lib/semantic-colours';
import { COURSES_KEY, fileHref, setFavourite } from '../api/courses-api.ts';
import { CourseStatusBadge, className, modalityLabel } from './course-labels.tsx';

export const COURSE_ADMIN_PATH = '/plataforma/cursos-e-inscricoes';

/**
 * The cover, or the same frame in the tenant's colour with a cap: a card never changes height. The frame
 * takes Mantine's light variant of the brand, which follows the scheme (a pale tint on light, a deep one on dark).
 */
export function CourseCover({ course, height = 120 }: { course: Pick<Course, 'coverUrl'>; height?: number }) {
  if (course.coverUrl) return <Image src={fileHref(course.coverUrl)} alt="" h={height} fit="cover" />;
  return (
    <Box h={height} bg="var(--mantine-color-brand-light)" style={{ display: 'grid', placeItems: 'center' }} aria-hidden>
      <IconSchool size={40} stroke={1.4} color="var(--mantine-color-brand-light-color)" />
    </Box>
  );
}

type CourseList = { items: Course[] };

/** The caller's star, toggled at once on every list that shows the course; undone if the server refuses. */
export function FavouriteButton({ course }: { course: Pick<Course, 'id' | 'name' | 'favourite'> }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mark = (favourite: boolean) => {
    queryClient.setQueriesData<CourseList>({ queryKey: [...COURSES_KEY, 'list'] }, (data) =>
      data ? { ...data, items: data.items.map((c) => (c.id === course.id ? { ...c, favourite } : c)) } : data,
    );
    queryClient.setQueryData<Course>([...COURSES_KEY, 'course', course.id], (data) =>
      data ? { ...data, favourite } : data,
    );
  };
  const mutation = useMutation({
    mutationFn: (favourite: boolean) => setFavourite(course.id, favourite),
    onMutate: (favourite) => mark(favourite),
    onError: (_error, favourite) => {
      mark(!favourite);
      notify(t('courses.catalogue.favouriteFailed'), 'error', 'course-favourite-failed');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...COURSES_KEY, 'list'] }),
  });
  const label = t('courses.catalogue.favourite', { name: course.name });
  return (
    <Tooltip label={label} withinPortal>
      <ActionIcon
        variant="subtle"
        // Amber (warning): a filled star keeps 3:1 on the card in both schemes (WCAG 1.4.11), which Mantine's yellows do not.
        color={course.favourite ? TEXT.warning : TEXT.secondary}
        size="lg"
        aria-label={label}
        aria-pressed={course.favourite}
        onClick={() => mutation.mutate(!course.favourite)}
        data-favourite={course.favourite}
      >
        {course.favourite ? <IconStarFilled size={22} aria-hidden /> : <IconStar size={22} aria-hidden />}
      </ActionIcon>
    </Tooltip>
  );
}

interface CourseCardProps {
  course: Course;
  areaLabel: (id: number | null) => string | null;
  onDetails: (course: Course) => void;
  /** Admin with the course edit tabs: a link to them. */
  canManage: boolean;
}

/**
 * A course in the catalogue: cover, name, area, workload, modality, next class (the first still to come,
 * ADR 0038; "a definir" when none is), the caller's star.
 */
export function CourseCard({ course, areaLabel, onDetails, canManage }: CourseCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const area = areaLabel(course.areaId);
  const facts = [
    area,
    course.modality ? modalityLabel(course.modality) : null,
    course.workloadHours ? t('courses.catalogue.workload', { hours: course.workloadHours }) : null,
  ].filter(Boolean);
  const next = course.nextClass;

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-labelledby={titleId}
      h="100%"
      data-course-card={course.id}
    >
      <Card.Section>
        <CourseCover course={course} />
      </Card.Section>
      <Stack gap={6} mt="sm" style={{ flex: 1 }}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={2} size="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {course.name}
          </Title>
          <FavouriteButton course={course} />
        </Group>
        {course.status !== 'published' ? (
          <Box>
            <CourseStatusBadge status={course.status} />
          </Box>
        ) : null}
        {facts.length > 0 ? (
          <Text size="sm" c="dimmed">
            {facts.join(' · ')}
          </Text>
        ) : null}
        <Text size="sm">
          <Text span fw={600} size="sm">
            {t('courses.catalogue.nextClass')}:
          </Text>{' '}
          {next
            ? [
                className(next),
                next.startDate ? t('courses.catalogue.startsOn', { date: formatDate(next.startDate) }) : null,
              ]
                .filter(Boolean)
                .join(', ')
            : t('courses.catalogue.noNextClass')}
        </Text>
        <Group gap="xs">
          {/* The badge speaks of the class on the line above (the server prefers an open one for it). */}
          {next?.stage === 'open' ? <StatusBadge tone="positive">{t('courses.catalogue.open')}</StatusBadge> : null}
          {course.certificateOnCompletion ? (
            <StatusBadge tone="neutral">{t('courses.catalogue.certificate')}</StatusBadge>
          ) : null}
        </Group>
        {course.myEnrolment ? (
          <Text size="sm" fw={600} c="brand" data-my-enrolment={course.myEnrolment.status}>
            {t(`courses.catalogue.myEnrolment.${course.myEnrolment.status}`)}
          </Text>
        ) : null}
      </Stack>
      <Group gap="xs" mt="md" justify="flex-end">
        {canManage && course.canEdit ? (
          <Anchor
            component={Link}
            to={`${COURSE_ADMIN_PATH}/${course.id}`}
            size="sm"
            aria-label={t('courses.catalogue.manageOf', { name: course.name })}
          >
            {t('courses.catalogue.manage')}
          </Anchor>
        ) : null}
        <Button
          variant="light"
          size="xs"
          onClick={() => onDetails(course)}
          aria-label={t('courses.catalogue.detailsOf', { name: course.name })}
        >
          {t('courses.catalogue.details')}
        </Button>
      </Group>
    </Card>
  );
}
