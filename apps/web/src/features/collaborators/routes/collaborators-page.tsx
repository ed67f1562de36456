import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { ATTRIBUTIONS, type Attribution } from '@ponte/shared/collaborators.schema';
import { IconSearch } from '@tabler/icons-react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSummary } from '@/components/list-summary';
import { PageLoader } from '@/components/page-loader';
import { useDocumentTitle } from '@/lib/document-title';
import { collaboratorsQuery, sectorOptionsQuery } from '../api/collaborators-api.ts';
import { CollaboratorCard } from '../components/collaborator-card.tsx';

/** /plataforma/colaboradores: the organisation's people as cards (Admin and Rh in trindtech and sandbox). */
export function CollaboratorsPage() {
  const { t } = useTranslation();
  const title = t('pages.collaborators');
  useDocumentTitle(title);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [sectorId, setSectorId] = useState<number | null>(null);
  const [attribution, setAttribution] = useState<Attribution | null>(null);
  const sectors = useQuery(sectorOptionsQuery);
  useEffect(() => {
    if (sectors.error) console.error('Sector options could not be loaded', sectors.error);
  }, [sectors.error]);
  const list = useInfiniteQuery(collaboratorsQuery({ q, sectorId, attribution }));
  const people = list.data?.pages.flatMap((p) => p.items) ?? [];

  // Sector labels are shown in Portuguese on the cards (spec §3), so the filter matches them.
  const sectorData = [
    { value: '', label: t('collaborators.sectorAll') },
    ...(sectors.data ?? []).map((s) => ({ value: String(s.id), label: s.label.ptBr })),
  ];
  const attributionData = [
    { value: '', label: t('collaborators.attributionAll') },
    ...ATTRIBUTIONS.map((a) => ({ value: a, label: `${a} · ${t(`collaborators.attributions.${a}`)}` })),
  ];

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        <Text c="gray.8">{t('collaborators.intro')}</Text>
      </Stack>
      <Group align="flex-end" gap="md" wrap="wrap">
        <TextInput
          label={t('collaborators.search')}
          placeholder={t('collaborators.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          maxLength={100}
          type="search"
          style={{ flex: '1 1 240px' }}
        />
        <Select
          label={t('collaborators.sector')}
          data={sectorData}
          value={sectorId === null ? '' : String(sectorId)}
          onChange={(v) => setSectorId(v ? Number(v) : null)}
          allowDeselect={false}
          style={{ flex: '1 1 200px' }}
        />
        <Select
          label={t('collaborators.attribution')}
          data={attributionData}
          value={attribution ?? ''}
          onChange={(v) => setAttribution(v ? (v as Attribution) : null)}
          allowDeselect={false}
          style={{ flex: '1 1 200px' }}
        />
      </Group>

      <ListSummary totalText={list.data ? t('collaborators.total', { count: list.data.pages[0]?.total ?? 0 }) : null} />

      {list.isPending ? (
        <PageLoader />
      ) : list.isError ? (
        <Alert color="red" role="alert">
          {t('collaborators.loadFailed')}
        </Alert>
      ) : people.length === 0 ? (
        <Paper withBorder radius="md" p="xl">
          <Text ta="center" c="gray.8">
            {t('collaborators.empty')}
          </Text>
        </Paper>
      ) : (
        <SimpleGrid
          cols={{ base: 1, xs: 2, md: 3, xl: 4 }}
          spacing="md"
          component="ul"
          aria-label={t('collaborators.listLabel')}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {people.map((person) => (
            <li key={person.publicId}>
              <CollaboratorCard person={person} />
            </li>
          ))}
        </SimpleGrid>
      )}

      {list.hasNextPage && (
        <Group justify="center">
          <Button variant="default" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            {t('collaborators.loadMore')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
