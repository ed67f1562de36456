import { Alert, Button, Group, NumberInput, Select, Stack, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  ACCOMMODATION_MAX,
  ACCOMMODATION_MIN,
  type Accommodation,
  type AccommodationSort,
  accommodationListQuerySchema,
  accommodationRequestSchema,
  QUIZ_PAGE_SIZES,
  QUIZ_SEARCH_MAX,
} from '@ponte/shared/quizzes.schema';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardList, ListCard } from '@/components/card-list';
import { DataTable, HiddenTh } from '@/components/data-table';
import { ListFilterBar } from '@/components/list-filter-bar';
import { PagedList } from '@/components/paged-list';
import { SectionCard } from '@/components/section-card';
import { SortSelect } from '@/components/sort-select';
import { sortableHeaders } from '@/components/sortable-th';
import { isApiError } from '@/lib/api-client';
import { currentLocale } from '@/lib/i18n';
import { useIsMobile } from '@/lib/media';
import { notify } from '@/lib/notify';
import { TEXT } from '@/lib/semantic-colours';
import { useListParams } from '@/lib/use-list-params';
import { useSearchInput } from '@/lib/use-search-input';
import { accommodationsQuery, peopleSearchQuery, QUIZZES_KEY, saveAccommodation } from '../api/quizzes-api.ts';
import { formatDateTime } from './quiz-labels.tsx';

const factorText = (f: number) => `${new Intl.NumberFormat(currentLocale(), { maximumFractionDigits: 2 }).format(f)}×`;

function FactorForm({
  publicId,
  initial,
  onDone,
  submitLabel,
}: {
  publicId: string | null;
  initial: number;
  onDone?: () => void;
  submitLabel: string;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [factor, setFactor] = useState<number | ''>(initial);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    if (!publicId) return;
    const parsed = accommodationRequestSchema.safeParse({ factor: factor === '' ? undefined : factor });
    if (!parsed.success) {
      setError(t('quizzes.accommodations.factorInvalid', { min: ACCOMMODATION_MIN, max: ACCOMMODATION_MAX }));
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await saveAccommodation(publicId, parsed.data.factor);
      notify(t('quizzes.accommodations.saved'), 'success', 'accommodation-saved');
      await queryClient.invalidateQueries({ queryKey: [...QUIZZES_KEY, 'accommodations'] });
      onDone?.();
    } catch (e) {
      setError(isApiError(e) ? (e.fields.factor ?? e.message) : t('quizzes.accommodations.saveFailed'));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Group align="flex-start" gap="sm" wrap="wrap">
      <NumberInput
        label={t('quizzes.accommodations.factor')}
        description={t('quizzes.accommodations.factorHint')}
        value={factor}
        onChange={(v) => setFactor(typeof v === 'number' ? v : '')}
        min={ACCOMMODATION_MIN}
        max={ACCOMMODATION_MAX}
        step={0.05}
        decimalScale={2}
        decimalSeparator={currentLocale() === 'pt-BR' ? ',' : '.'}
        error={error}
        style={{ flex: '0 1 220px' }}
      />
      <Button mt={{ base: 0, xs: 46 }} onClick={() => void save()} loading={saving} disabled={!publicId}>
        {submitLabel}
      </Button>
    </Group>
  );
}

const LIST_KEYS = ['q', 'sort', 'order', 'cursor', 'limit'] as const;

/**
 * Time accommodations (issue 14 §1; WCAG 2.2.1): a factor per person that multiplies every time limit.
 * Only the quiz manager sets and sees them; factor 1 removes one. Searched by name or e-mail, sorted by its
 * columns, paged by keyset with its total (issue 10 §3); its state is the address, like every list.
 */
export function AccommodationsTab() {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const { query, update, sortBy, setLimit, trail } = useListParams(accommodationListQuerySchema, LIST_KEYS);
  const listSearch = useSearchInput(query.q ?? '', (value) => update({ q: value }));
  const list = useQuery(accommodationsQuery(query));
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 400);
  const people = useQuery(peopleSearchQuery(debounced));
  const [person, setPerson] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const items = list.data?.items ?? [];
  const caption = t('quizzes.accommodations.tableLabel');
  const sortColumns = [
    { value: 'name', label: t('quizzes.accommodations.person') },
    { value: 'factor', label: t('quizzes.accommodations.factor') },
    { value: 'updatedAt', label: t('quizzes.accommodations.updatedAt') },
  ] as const satisfies readonly { value: AccommodationSort; label: string }[];
  const sortableTh = sortableHeaders(query, sortBy);

  const personCell = (a: Accommodation) => (
    <>
      <Text size="sm" fw={600}>
        {a.person.name}
      </Text>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {a.person.email}
      </Text>
    </>
  );
  const factorForm = (a: Accommodation) => (
    <FactorForm
      publicId={a.person.publicId}
      initial={a.factor}
      submitLabel={t('quizzes.accommodations.save')}
      onDone={() => setEditing(null)}
    />
  );
  const editButton = (a: Accommodation) =>
    editing === a.person.publicId ? null : (
      <Button
        variant="default"
        size="xs"
        onClick={() => setEditing(a.person.publicId)}
        aria-label={`${t('quizzes.accommodations.edit')}: ${a.person.name}`}
      >
        {t('quizzes.accommodations.edit')}
      </Button>
    );

  return (
    <Stack gap="md">
      <Text c="dimmed">{t('quizzes.accommodations.intro')}</Text>
      <SectionCard title={t('quizzes.accommodations.add')} gap="sm">
        <Select
          label={t('quizzes.accommodations.person')}
          description={t('quizzes.accommodations.personHint')}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          data={(people.data ?? []).map((p) => ({ value: p.publicId, label: `${p.name} (${p.email})` }))}
          value={person}
          onChange={setPerson}
          filter={({ options }) => options}
          nothingFoundMessage={debounced.trim().length >= 2 ? t('quizzes.accommodations.noPeople') : undefined}
          clearable
          clearButtonProps={{ 'aria-label': t('quizzes.accommodations.clearPerson') }}
        />
        <FactorForm
          key={person ?? 'none'}
          publicId={person}
          initial={1.5}
          submitLabel={t('quizzes.accommodations.save')}
          onDone={() => {
            setPerson(null);
            setSearch('');
          }}
        />
      </SectionCard>
      <ListFilterBar
        search={listSearch}
        label={t('quizzes.accommodations.search')}
        placeholder={t('quizzes.accommodations.searchPlaceholder')}
        maxLength={QUIZ_SEARCH_MAX}
      >
        {mobile ? <SortSelect columns={sortColumns} query={query} sortBy={sortBy} /> : null}
      </ListFilterBar>
      <PagedList
        list={list}
        trail={trail}
        totalText={list.data ? t('quizzes.accommodations.total', { count: list.data.total }) : null}
        paging={{ pageSize: query.limit, pageSizes: QUIZ_PAGE_SIZES, onPageSize: setLimit }}
        isEmpty={items.length === 0}
        errorText={t('quizzes.accommodations.loadFailed')}
        emptyText={query.q ? t('quizzes.accommodations.noMatch') : t('quizzes.accommodations.empty')}
      >
        {mobile ? (
          <CardList label={caption} data-testid="accommodations">
            {items.map((a) => (
              <ListCard key={a.person.publicId} data-accommodation-row={a.person.publicId}>
                <Stack gap={4}>
                  <div>{personCell(a)}</div>
                  {editing === a.person.publicId ? (
                    factorForm(a)
                  ) : (
                    <Text size="sm">{t('quizzes.accommodations.factorIs', { factor: factorText(a.factor) })}</Text>
                  )}
                  <Text size="sm" c="dimmed">
                    {t('quizzes.accommodations.updatedOn', { when: formatDateTime(a.updatedAt) })}
                  </Text>
                  <div>{editButton(a)}</div>
                </Stack>
              </ListCard>
            ))}
          </CardList>
        ) : (
          <DataTable
            minWidth={640}
            caption={caption}
            region={caption}
            framed={false}
            highlightOnHover={false}
            data-testid="accommodations"
            columns={[
              sortableTh(sortColumns[0]),
              sortableTh(sortColumns[1]),
              sortableTh(sortColumns[2]),
              <HiddenTh key="actions" label={t('quizzes.accommodations.actions')} />,
            ]}
          >
            {items.map((a) => (
              <Table.Tr key={a.person.publicId} data-accommodation-row={a.person.publicId}>
                <Table.Td>{personCell(a)}</Table.Td>
                <Table.Td>
                  {editing === a.person.publicId ? factorForm(a) : <Text size="sm">{factorText(a.factor)}</Text>}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{formatDateTime(a.updatedAt)}</Text>
                </Table.Td>
                <Table.Td>{editButton(a)}</Table.Td>
              </Table.Tr>
            ))}
          </DataTable>
        )}
      </PagedList>
      {items.length > 0 && !list.isError ? (
        <Alert color="blue" variant="light">
          <Text size="sm" c={TEXT.body}>
            {t('quizzes.accommodations.removeNote')}
          </Text>
        </Alert>
      ) : null}
    </Stack>
  );
}
