import { Alert, Anchor, Badge, Group, List, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import type { Course } from '@ponte/shared/courses.schema';
import { optionLabel } from '@ponte/shared/enum-options';
import { SHIFTS } from '@ponte/shared/profile-enums';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MetaLine } from '@/components/meta-line';
import { SafeHtml } from '@/components/safe-html';
import { currentLocale } from '@/lib/i18n';
import { useIsMobile } from '@/lib/media';
import { TEXT } from '@/lib/semantic-colours';
import { classesQuery } from '../api/courses-api.ts';
import { FavouriteButton } from './course-card.tsx';
import { ClassStageBadge, className, modalityLabel, periodText } from './course-labels.tsx';
import { CourseQuizzes } from './course-quizzes.tsx';

/** A course as the catalogue opens it: description, partner, certificate, skills and its classes. */
export function CourseDetailsModal({
  course,
  areaLabel,
  onClose,
}: {
  course: Course;
  areaLabel: (id: number | null) => string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const classes = useQuery(classesQuery(course.id));
  const locale = currentLocale();
  const facts = [
    areaLabel(course.areaId),
    course.modality ? modalityLabel(course.modality) : null,
    course.workloadHours ? t('courses.catalogue.workload', { hours: course.workloadHours }) : null,
  ].filter(Boolean);

  return (
    <Modal
      opened
      onClose={onClose}
      size={mobile ? '100%' : 'lg'}
      fullScreen={mobile}
      title={course.name}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md" data-course-details>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text size="sm" c="dimmed">
            {facts.join(' · ')}
          </Text>
          <FavouriteButton course={course} />
        </Group>
        {course.myEnrolment ? (
          <Text size="sm" fw={600}>
            {t(`courses.catalogue.myEnrolment.${course.myEnrolment.status}`)}
          </Text>
        ) : null}
        {course.description ? (
          <SafeHtml html={course.description} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('courses.catalogue.noDescription')}
          </Text>
        )}
        {course.partnerName ? (
          <Text size="sm">
            {t('courses.catalogue.partner', { name: course.partnerName })}
            {course.partnerUrl ? (
              <>
                {' · '}
                <Anchor href={course.partnerUrl} target="_blank" rel="noopener noreferrer">
                  {t('courses.catalogue.partnerLink', { name: course.partnerName })}
                </Anchor>
              </>
            ) : null}
          </Text>
        ) : null}
        {course.certificateOnCompletion ? <Text size="sm">{t('courses.catalogue.certificate')}</Text> : null}
        {course.skills.length > 0 ? (
          <Stack gap={4}>
            <Title order={3} size="h5">
              {t('courses.catalogue.skills')}
            </Title>
            <Group gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {course.skills.map((skill) => (
                <Badge key={skill} component="li" variant="light" color={TEXT.secondary} tt="none">
                  {skill}
                </Badge>
              ))}
            </Group>
          </Stack>
        ) : null}
        <Stack gap={4}>
          <Title order={3} size="h5">
            {t('courses.catalogue.classes')}
          </Title>
          {classes.isPending ? (
            <Loader size="sm" aria-label={t('common.loading')} />
          ) : classes.isError ? (
            <Alert color="red" role="alert">
              {t('courses.catalogue.classesFailed')}
            </Alert>
          ) : classes.data.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('courses.emptyClasses')}
            </Text>
          ) : (
            <List spacing={6} listStyleType="none" withPadding={false}>
              {classes.data.map((c) => (
                <List.Item key={c.id}>
                  <Group gap="xs" wrap="wrap">
                    <Text size="sm" fw={600}>
                      {className(c)}
                    </Text>
                    <ClassStageBadge stage={c.stage} />
                  </Group>
                  <MetaLine
                    size="sm"
                    facts={[periodText(c.startDate, c.endDate), c.shift ? optionLabel(SHIFTS, c.shift, locale) : null]}
                  />
                </List.Item>
              ))}
            </List>
          )}
        </Stack>
        <CourseQuizzes courseId={course.id} />
      </Stack>
    </Modal>
  );
}
