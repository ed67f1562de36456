import { Anchor, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '@/lib/document-title';
import { useRouteHandle } from '@/lib/route-handle';
import { useVocabularyT } from '@/lib/use-vocabulary';

/** Honest stand-in for the spec §2 screens later issues build: the route, guard and navigation already work. */
export function ConstructionPage() {
  const { t } = useTranslation();
  const vt = useVocabularyT();
  const handle = useRouteHandle();
  const page = handle ? vt(handle.titleKey) : t('construction.title');
  useDocumentTitle(page);

  return (
    <Stack gap="lg">
      <Title order={1}>{page}</Title>
      <Paper withBorder radius="md" p="xl">
        <Stack align="center" gap="sm" ta="center" data-construction>
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
            <IconTools size={30} />
          </ThemeIcon>
          <Title order={2} size="h3">
            {t('construction.title')}
          </Title>
          <Text c="dimmed" maw={520}>
            {t('construction.body', { page })}
          </Text>
          <Anchor component={Link} to="/plataforma/home">
            {t('common.goHome')}
          </Anchor>
        </Stack>
      </Paper>
    </Stack>
  );
}
