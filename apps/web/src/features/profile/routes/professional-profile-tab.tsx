import { Alert, Center, Loader, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ComponentType, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/section-card';
import { professionalProfileQueryOptions } from '../api/professional-profile-api.ts';
import { displayName } from '../components/photo-avatar.tsx';
import { ProfessionalProfileForm } from '../components/professional-profile-form.tsx';
import { useProfile } from '../components/profile-context.tsx';
import { ProfessionalProfileView } from '../components/profile-view-professional.tsx';
import { ResumeSection } from '../components/resume-section.tsx';

/** The person's courses, handed in by the screen table (features do not import each other). */
export type PersonCoursesSection = ComponentType<{ publicId: string; name: string }>;

/**
 * /plataforma/perfil/{id}/perfil-profissional: the form and the résumé; read, the same as text. Below
 * them, the person's courses (`courses`, loaded lazily; it shows nothing to whoever may not read them).
 */
export function ProfessionalProfileTab({ courses: Courses }: { courses?: PersonCoursesSection }) {
  const { t } = useTranslation();
  const { publicId, readOnly, summary } = useProfile();
  const coursesSection = Courses ? (
    <Suspense fallback={null}>
      <Courses publicId={publicId} name={displayName(summary)} />
    </Suspense>
  ) : null;
  const query = useQuery(professionalProfileQueryOptions(publicId));

  if (query.isPending) {
    return (
      <Center py="xl" role="status">
        <Loader role="status" aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Alert role="alert" color="red" variant="light">
        {t('profileProfessional.loadFailed')}
      </Alert>
    );
  }
  if (readOnly) {
    return (
      <Stack gap="lg">
        <ProfessionalProfileView data={query.data} />
        {coursesSection}
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <SectionCard title={t('profileProfessional.title')} gap="md">
        <ProfessionalProfileForm key={publicId} publicId={publicId} data={query.data} />
      </SectionCard>
      <ResumeSection publicId={publicId} resume={query.data.resume} />
      {coursesSection}
    </Stack>
  );
}
