import { Select, Stack, Text, Title } from '@mantine/core';
import {
  ATTRIBUTIONS,
  COLLABORATOR_PAGE_SIZES,
  type CollaboratorSort,
  collaboratorListQuerySchema,
} from '@ponte/shared/collaborators.schema';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CardGrid } from '@/components/card-list';
import { ListFilterBar } from '@/components/list-filter-bar';
import { PagedList } from '@/components/paged-list';
import { SortSelect } from '@/components/sort-select';
import { useDocumentTitle } from '@/lib/document-title';
import { useListParams } from '@/lib/use-list-params';
import { useSearchInput } from '@/lib/use-search-input';
import { collaboratorsQuery, sectorOptionsQuery } from '../api/collaborators-api.ts';
import { CollaboratorCard } from '../components/collaborator-card.tsx';

const LIST_KEYS = ['q', 'sectorId', 'attribution', 'sort', 'order', 'cursor', 'limit'] as const;

/** /plataforma/colaboradores: the organisation's people as cards (Admin and Rh in trindtech and sandbox). */
export function CollaboratorsPage() {
  const { t } = useTranslation();
  const title = t('pages.collaborators');
  useDocumentTitle(title);
  const { query, update, sortBy, setLimit, trail } = useListParams(collaboratorListQuerySchema, LIST_KEYS);
  const search = useSearchInput(query.q ?? '', (value) => update({ q: value }));
  const sectors = useQuery(sectorOptionsQuery);
  useEffect(() => {
    if (sectors.error) console.error('Sector options could not be loaded', sectors.error);
  }, [sectors.error]);
  const list = useQuery(collaboratorsQuery(query));
  const people = list.data?.items ?? [];
  const sortColumns = [
    { value: 'name', label: t('collaborators.sortName') },
    { value: 'position', label: t('collaborators.sortPosition') },
  ] as const satisfies readonly { value: CollaboratorSort; label: string }[];

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
        <Text c="dimmed">{t('collaborators.intro')}</Text>
      </Stack>
      <ListFilterBar
        search={search}
        label={t('collaborators.search')}
        placeholder={t('collaborators.searchPlaceholder')}
      >
        <Select
          label={t('collaborators.sector')}
          data={sectorData}
          value={query.sectorId === undefined ? '' : String(query.sectorId)}
          onChange={(value) => update({ sectorId: value })}
          allowDeselect={false}
          style={{ flex: '1 1 200px' }}
        />
        <Select
          label={t('collaborators.attribution')}
          data={attributionData}
          value={query.attribution ?? ''}
          onChange={(value) => update({ attribution: value })}
          allowDeselect={false}
          style={{ flex: '1 1 200px' }}
        />
        <SortSelect columns={sortColumns} query={query} sortBy={sortBy} />
      </ListFilterBar>

      <PagedList
        list={list}
        trail={trail}
        totalText={list.data ? t('collaborators.total', { count: list.data.total }) : null}
        paging={{ pageSize: query.limit, pageSizes: COLLABORATOR_PAGE_SIZES, onPageSize: setLimit }}
        isEmpty={people.length === 0}
        errorText={t('collaborators.loadFailed')}
        emptyText={t('collaborators.empty')}
      >
        <CardGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} label={t('collaborators.listLabel')}>
          {people.map((person) => (
            <li key={person.publicId}>
              <CollaboratorCard person={person} />
            </li>
          ))}
        </CardGrid>
      </PagedList>
    </Stack>
  );
}
