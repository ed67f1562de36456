import { Paper, Stack, Title } from '@mantine/core';
import type { Skills } from '@ponte/shared/profile-skills.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '@/components/form-actions';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useUnsavedChanges } from '@/lib/use-unsaved-changes';
import { saveSkills, skillsQueryKey } from '../api/skills-api.ts';
import { SkillTagsInput } from './skill-tags-input.tsx';

function sameTags(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((tag, i) => tag === b[i]);
}

interface Props {
  publicId: string;
  data: Skills;
}

/** Soft and hard skills, saved together with PUT /api/perfil/{id}/competencias. */
export function SkillTagsForm({ publicId, data }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const headingId = useId();
  const [softSkills, setSoftSkills] = useState<string[]>(data.softSkills);
  const [hardSkills, setHardSkills] = useState<string[]>(data.hardSkills);
  // What was last saved: the tags differ from it until the next save.
  const [saved, setSaved] = useState<Skills>(data);
  useUnsavedChanges(!sameTags(softSkills, saved.softSkills) || !sameTags(hardSkills, saved.hardSkills));

  const mutation = useMutation({
    mutationFn: (body: Skills) => saveSkills(publicId, body),
    onSuccess: async (_, body) => {
      setSaved(body);
      notify(t('profileSkills.tags.saved'), 'success', 'skills-saved');
      await queryClient.invalidateQueries({ queryKey: skillsQueryKey(publicId) });
    },
    onError: (error) => {
      if (isApiError(error) && error.handled) return;
      notify(t('profileSkills.tags.saveFailed'), 'error', 'skills-failed');
    },
  });

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={headingId}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          mutation.mutate({ softSkills, hardSkills });
        }}
      >
        <Stack gap="md">
          <Title order={2} size="h4" id={headingId}>
            {t('profileSkills.tags.title')}
          </Title>
          <SkillTagsInput label={t('profileSkills.tags.softSkills')} value={softSkills} onChange={setSoftSkills} />
          <SkillTagsInput label={t('profileSkills.tags.hardSkills')} value={hardSkills} onChange={setHardSkills} />
          <FormActions submitLabel={t('common.save')} loading={mutation.isPending} />
        </Stack>
      </form>
    </Paper>
  );
}
