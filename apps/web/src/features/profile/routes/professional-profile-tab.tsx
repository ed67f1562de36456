import { Alert, Center, Loader, Paper, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { professionalProfileQueryOptions } from '../api/professional-profile-api.ts';
import { ProfessionalProfileForm } from '../components/professional-profile-form.tsx';
import { useProfile } from '../components/profile-context.tsx';
import { ProfessionalProfileView } from '../components/profile-view-professional.tsx';
import { ResumeSection } from '../components/resume-section.tsx';

/** /plataforma/perfil/{id}/perfil-profissional: the form and the résumé; read, the same as text. */
export function ProfessionalProfileTab() {
  const { t } = useTranslation();
  const { publicId, readOnly } = useProfile();
  const query = useQuery(professionalProfileQueryOptions(publicId));
  const headingId = useId();

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
  if (readOnly) return <ProfessionalProfileView data={query.data} />;
  return (
    <Stack gap="lg">
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby={headingId}>
        <Stack gap="md">
          <Title order={2} size="h4" id={headingId}>
            {t('profileProfessional.title')}
          </Title>
          <ProfessionalProfileForm key={publicId} publicId={publicId} data={query.data} />
        </Stack>
      </Paper>
      <ResumeSection publicId={publicId} resume={query.data.resume} />
    </Stack>
  );
}
