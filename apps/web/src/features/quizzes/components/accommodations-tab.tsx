import { Alert, Button, Group, NumberInput, Select, Stack, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { ACCOMMODATION_MAX, ACCOMMODATION_MIN, accommodationRequestSchema } from '@ponte/shared/quizzes.schema';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, HiddenTh } from '@/components/data-table';
import { ListBody } from '@/components/list-body';
import { SectionCard } from '@/components/section-card';
import { isApiError } from '@/lib/api-client';
import { currentLocale } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { TEXT } from '@/lib/semantic-colours';
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

/**
 * Time accommodations (issue 14 §1; WCAG 2.2.1): a factor per person that multiplies every time limit.
 * Only the quiz manager sets and sees them; factor 1 removes one.
 */
export function AccommodationsTab() {
  const { t } = useTranslation();
  const list = useQuery(accommodationsQuery);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 400);
  const people = useQuery(peopleSearchQuery(debounced));
  const [person, setPerson] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const items = list.data?.items ?? [];

  return (
    <Stack gap="md">
      <Text c="dimmed">{t('quizzes.accommodations.intro')}</Text>
      <SectionCard title={t('quizzes.accommodations.add')} gap="sm">
        <Select
          label={t('quizzes.accommodations.person')}
          placeholder={t('quizzes.accommodations.personHint')}
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
      <ListBody
        isPending={list.isPending}
        isError={list.isError}
        isEmpty={items.length === 0}
        errorText={t('quizzes.accommodations.loadFailed')}
        emptyText={t('quizzes.accommodations.empty')}
      >
        <DataTable
          minWidth={360}
          region={t('quizzes.accommodations.tableLabel')}
          framed={false}
          highlightOnHover={false}
          data-testid="accommodations"
          columns={[
            t('quizzes.accommodations.person'),
            t('quizzes.accommodations.factor'),
            t('quizzes.accommodations.updatedAt'),
            <HiddenTh key="h3" label={t('quizzes.accommodations.actions')} />,
          ]}
        >
          {items.map((a) => (
            <Table.Tr key={a.person.publicId}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {a.person.name}
                </Text>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {a.person.email}
                </Text>
              </Table.Td>
              <Table.Td>
                {editing === a.person.publicId ? (
                  <FactorForm
                    publicId={a.person.publicId}
                    initial={a.factor}
                    submitLabel={t('quizzes.accommodations.save')}
                    onDone={() => setEditing(null)}
                  />
                ) : (
                  <Text size="sm">{factorText(a.factor)}</Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatDateTime(a.updatedAt)}</Text>
              </Table.Td>
              <Table.Td>
                {editing === a.person.publicId ? null : (
                  <Button
                    variant="default"
                    size="xs"
                    onClick={() => setEditing(a.person.publicId)}
                    aria-label={`${t('quizzes.accommodations.edit')}: ${a.person.name}`}
                  >
                    {t('quizzes.accommodations.edit')}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </DataTable>
        <Alert color="blue" variant="light" mt="sm">
          <Text size="sm" c={TEXT.body}>
            {t('quizzes.accommodations.removeNote')}
          </Text>
        </Alert>
      </ListBody>
    </Stack>
  );
}
