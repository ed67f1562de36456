import { Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { DigestRole } from '@ponte/shared/analytics.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useVocabularyT } from '@/lib/use-vocabulary';
import { digestQuery, saveDigest } from '../api/analytics-api.ts';

/**
 * The weekly e-mail digest (issue 16 §1): who receives it. Everyone who reads the analytics sees it; the
 * tenant's Admin (the server says so: canEdit) chooses the roles.
 */
export function DigestCard() {
  const { t } = useTranslation();
  const vt = useVocabularyT();
  const headingId = useId();
  const queryClient = useQueryClient();
  const digest = useQuery(digestQuery);
  const [roles, setRoles] = useState<DigestRole[]>([]);
  useEffect(() => {
    if (digest.data) setRoles(digest.data.roles);
  }, [digest.data]);
  const save = useMutation({
    mutationFn: saveDigest,
    onSuccess: (saved) => {
      queryClient.setQueryData(digestQuery.queryKey, saved);
      notify(t('analytics.digest.saved'), 'success', 'digest-saved');
    },
  });
  if (!digest.data) return null;
  const { choices, canEdit, lastSentWeek } = digest.data;
  const names = digest.data.roles.map((role) => vt(`roles.${role}`)).join(', ');

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId} data-digest>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {t('analytics.digest.title')}
        </Title>
        <Text size="sm">{t('analytics.digest.intro')}</Text>
        {canEdit ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              save.mutate({ roles });
            }}
          >
            <Stack gap="sm">
              <Checkbox.Group
                label={t('analytics.digest.roles')}
                value={roles}
                onChange={(value) => setRoles(value as DigestRole[])}
              >
                <Group gap="md" mt={4}>
                  {choices.map((role) => (
                    <Checkbox key={role} value={role} label={vt(`roles.${role}`)} />
                  ))}
                </Group>
              </Checkbox.Group>
              <Group>
                <Button type="submit" variant="default" loading={save.isPending}>
                  {t('analytics.digest.save')}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <Text size="sm" fw={500}>
            {names ? `${t('analytics.digest.roles')}: ${names}` : t('analytics.digest.none')}
          </Text>
        )}
        {lastSentWeek ? (
          <Text size="sm" c="dimmed">
            {t('analytics.digest.lastSent', { date: formatDate(lastSentWeek) })}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
