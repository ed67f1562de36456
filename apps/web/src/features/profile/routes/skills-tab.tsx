import { Alert, Center, Loader, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { skillsQueryOptions } from '../api/skills-api.ts';
import { CertificateList } from '../components/certificate-list.tsx';
import { LanguageTable } from '../components/language-table.tsx';
import { useProfile } from '../components/profile-context.tsx';
import { SkillsView } from '../components/profile-view-skills.tsx';
import { SkillTagsForm } from '../components/skill-tags-form.tsx';

/** /plataforma/perfil/{id}/competencias-e-habilidades: skill tags, languages and certificates; read, as text and lists. */
export function SkillsTab() {
  const { t } = useTranslation();
  const { publicId, readOnly } = useProfile();
  const skills = useQuery(skillsQueryOptions(publicId));

  let tags: ReactNode;
  if (skills.isPending) {
    tags = (
      <Center py="md" role="status">
        <Loader role="status" aria-label={t('common.loading')} />
      </Center>
    );
  } else if (skills.isError) {
    tags = (
      <Alert role="alert" color="red" variant="light">
        {t('profileSkills.tags.loadFailed')}
      </Alert>
    );
  } else if (!readOnly) {
    tags = <SkillTagsForm key={publicId} publicId={publicId} data={skills.data} />;
  }

  if (readOnly) {
    return (
      <Stack gap="lg">
        {tags}
        <SkillsView publicId={publicId} skills={skills.data ?? null} />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      {tags}
      <LanguageTable publicId={publicId} />
      <CertificateList publicId={publicId} />
    </Stack>
  );
}
