import { Button, Group, Modal, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import {
  COMPANY_PAGE_SIZES,
  COMPANY_SEARCH_MAX,
  type Company,
  type CompanySort,
  companyListQuerySchema,
} from '@ponte/shared/companies.schema';
import { COMPANY_SECTORS } from '@ponte/shared/company-enums';
import { formatCnpj } from '@ponte/shared/documents';
import { optionLabel } from '@ponte/shared/profile-enums';
import { IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardList, ListCard } from '@/components/card-list';
import { DataTable, HiddenTh } from '@/components/data-table';
import { ListFilterBar } from '@/components/list-filter-bar';
import { PagedList } from '@/components/paged-list';
import { SortSelect } from '@/components/sort-select';
import { sortableHeaders } from '@/components/sortable-th';
import { StatusBadge } from '@/components/status-badge';
import { useDocumentTitle } from '@/lib/document-title';
import { currentLocale } from '@/lib/i18n';
import { useIsMobile } from '@/lib/media';
import { notify } from '@/lib/notify';
import { useCan } from '@/lib/session';
import { useListParams } from '@/lib/use-list-params';
import { useSearchInput } from '@/lib/use-search-input';
import { COMPANIES_KEY, companiesQuery, updateCompany } from '../api/companies-api.ts';
import { CompanyActions } from '../components/company-actions.tsx';
import { CompanyForm } from '../components/company-form.tsx';

const REGISTER_PATH = '/plataforma/empresas';
const LIST_KEYS = ['q', 'status', 'sort', 'order', 'cursor', 'limit'] as const;

function CompanyStatusBadge({ company }: { company: Company }) {
  const { t } = useTranslation();
  return company.status === 'active' ? (
    <StatusBadge tone="positive">{t('companies.list.active')}</StatusBadge>
  ) : (
    <StatusBadge tone="neutral">{t('companies.list.inactive')}</StatusBadge>
  );
}

/** /plataforma/empresas/cadastradas: search, status filter, sortable columns, keyset pages, edit in a modal. */
export function CompaniesListPage() {
  const { t } = useTranslation();
  const can = useCan();
  const queryClient = useQueryClient();
  const mobile = useIsMobile();
  const title = t('pages.registeredCompanies');
  useDocumentTitle(title);
  const { query, update, sortBy, setLimit, trail } = useListParams(companyListQuerySchema, LIST_KEYS);
  const search = useSearchInput(query.q ?? '', (value) => update({ q: value }));
  const [editing, setEditing] = useState<Company | null>(null);
  const list = useQuery(companiesQuery(query));
  const companies = list.data?.items ?? [];
  const locale = currentLocale();
  const sortColumns = [
    { value: 'tradeName', label: t('companies.fields.tradeName') },
    { value: 'cnpj', label: t('companies.fields.cnpj') },
    { value: 'sector', label: t('companies.fields.sector') },
    { value: 'city', label: t('companies.list.cityState') },
    { value: 'status', label: t('companies.list.status') },
  ] as const satisfies readonly { value: CompanySort; label: string }[];
  const sortableTh = sortableHeaders(query, sortBy);

  const place = (c: Company) => `${c.city}/${c.state}`;
  const sector = (c: Company) => optionLabel(COMPANY_SECTORS, c.sector, locale);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Title order={1}>{title}</Title>
          <Text c="dimmed">{t('companies.list.intro')}</Text>
        </Stack>
        {can('registerCompany') && (
          <Button component={Link} to={REGISTER_PATH} leftSection={<IconPlus size={16} aria-hidden />}>
            {t('companies.list.registerNew')}
          </Button>
        )}
      </Group>

      <ListFilterBar
        search={search}
        label={t('companies.list.search')}
        placeholder={t('companies.list.searchPlaceholder')}
        maxLength={COMPANY_SEARCH_MAX}
      >
        <Stack gap={4}>
          <Text component="span" size="sm" fw={500} id="company-status-label">
            {t('companies.list.status')}
          </Text>
          <SegmentedControl
            aria-labelledby="company-status-label"
            value={query.status}
            onChange={(value) => update({ status: value === 'all' ? null : value })}
            data={[
              { value: 'all', label: t('companies.list.statusAll') },
              { value: 'active', label: t('companies.list.statusActive') },
              { value: 'inactive', label: t('companies.list.statusInactive') },
            ]}
          />
        </Stack>
        {mobile ? <SortSelect columns={sortColumns} query={query} sortBy={sortBy} /> : null}
      </ListFilterBar>

      <PagedList
        list={list}
        trail={trail}
        totalText={list.data ? t('companies.list.total', { count: list.data.total }) : null}
        paging={{ pageSize: query.limit, pageSizes: COMPANY_PAGE_SIZES, onPageSize: setLimit }}
        isEmpty={companies.length === 0}
        errorText={t('companies.list.loadFailed')}
        emptyText={t('companies.list.empty')}
      >
        {mobile ? (
          <CardList label={t('companies.list.caption')}>
            {companies.map((c) => (
              <ListCard key={c.id} data-testid="company-card">
                <Group justify="space-between" align="flex-start" wrap="nowrap">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text fw={600}>{c.tradeName}</Text>
                    <Text size="sm" c="dimmed">
                      {c.legalName}
                    </Text>
                    <Text size="sm">{formatCnpj(c.cnpj)}</Text>
                    <Text size="sm" c="dimmed">
                      {place(c)} · {sector(c)}
                    </Text>
                    <CompanyStatusBadge company={c} />
                  </Stack>
                  <CompanyActions company={c} onEdit={setEditing} />
                </Group>
              </ListCard>
            ))}
          </CardList>
        ) : (
          <DataTable
            caption={t('companies.list.caption')}
            minWidth={720}
            columns={[
              sortableTh(sortColumns[0]),
              sortableTh(sortColumns[1]),
              sortableTh(sortColumns[2]),
              sortableTh(sortColumns[3]),
              sortableTh(sortColumns[4]),
              <HiddenTh key="actions" label={t('companies.list.actions')} />,
            ]}
          >
            {companies.map((c) => (
              <Table.Tr key={c.id} data-testid="company-row">
                <Table.Td>
                  <Text fw={600} size="sm">
                    {c.tradeName}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {c.legalName}
                  </Text>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatCnpj(c.cnpj)}</Table.Td>
                <Table.Td>{sector(c)}</Table.Td>
                <Table.Td>{place(c)}</Table.Td>
                <Table.Td>
                  <CompanyStatusBadge company={c} />
                </Table.Td>
                <Table.Td>
                  <CompanyActions company={c} onEdit={setEditing} />
                </Table.Td>
              </Table.Tr>
            ))}
          </DataTable>
        )}
      </PagedList>

      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        size={400}
        title={t('companies.editTitle')}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {editing && (
          <CompanyForm
            key={editing.id}
            company={editing}
            columns={1}
            submitLabel={t('companies.save')}
            onCancel={() => setEditing(null)}
            onSubmit={(values) => updateCompany(editing.id, values)}
            onSaved={() => {
              notify(t('companies.updated'), 'success');
              setEditing(null);
              void queryClient.invalidateQueries({ queryKey: COMPANIES_KEY });
            }}
          />
        )}
      </Modal>
    </Stack>
  );
}
