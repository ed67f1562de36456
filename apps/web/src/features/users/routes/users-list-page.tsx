import { Alert, Anchor, Button, Center, Group, Loader, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { ROLES, type Role } from '@ponte/shared/roles';
import {
  type AccountState,
  USER_PAGE_SIZES,
  type UserListItem,
  type UserSort,
  userListQuerySchema,
} from '@ponte/shared/users.schema';
import { IconFileImport, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExportMenu } from '@/components/export-menu';
import { ListFilterBar } from '@/components/list-filter-bar';
import { ListPager } from '@/components/list-pager';
import { ListSummary } from '@/components/list-summary';
import { SortSelect } from '@/components/sort-select';
import { sortableHeaders } from '@/components/sortable-th';
import { StatusBadge, type StatusTone } from '@/components/status-badge';
import { useDocumentTitle } from '@/lib/document-title';
import { searchParamsOf } from '@/lib/list-params';
import { useIsMobile } from '@/lib/media';
import { useTenant } from '@/lib/tenant';
import { useListParams } from '@/lib/use-list-params';
import { useSearchInput } from '@/lib/use-search-input';
import { useVocabularyT } from '@/lib/use-vocabulary';
import { useOptionItems, userListQueryOptions } from '../api/users-api.ts';
import { RelationshipBadges } from '../components/relationship-badges.tsx';

const STATE_TONES: Record<AccountState, StatusTone> = {
  active: 'positive',
  pending: 'warning',
  inactive: 'neutral',
  anonymised: 'negative',
};

export function editUserPath(publicId: string): string {
  return `/plataforma/usuarios/${publicId}/editar-usuario`;
}

const LIST_KEYS = ['search', 'role', 'status', 'sort', 'order', 'cursor', 'limit'] as const;

/** /plataforma/usuarios (spec §2, §3 "User list item"): Admin only. */
export function UsersListPage() {
  const { t } = useTranslation();
  const vt = useVocabularyT();
  const tenant = useTenant();
  const { query, update, sortBy, setLimit, trail } = useListParams(userListQuerySchema, LIST_KEYS);
  const list = useQuery(userListQueryOptions(query));
  const mobile = useIsMobile();
  const title = t('users.list.title');
  useDocumentTitle(title);
  const headingId = useId();

  const relationships = useOptionItems('COMPANY_RELATIONSHIP');
  const labelOf = useMemo(() => {
    const byId = new Map(relationships.map((r) => [Number(r.value), r.label]));
    return (id: number) => byId.get(id) ?? String(id);
  }, [relationships]);
  const roleLabel = (role: Role) => vt(`roles.${role}`);
  const showEmail = tenant.features.userListEmail;
  const search = useSearchInput(query.search ?? '', (value) => update({ search: value }));
  const sortableTh = sortableHeaders(query, sortBy);
  // The cards have no headers to click: the same columns in a select.
  const sortColumns: { value: UserSort; label: string }[] = [
    { value: 'name', label: t('users.list.name') },
    { value: 'userType', label: t('users.list.profile') },
    showEmail ? { value: 'email', label: t('users.list.email') } : { value: 'company', label: t('users.list.company') },
    { value: 'status', label: t('users.list.status') },
  ];
  const roleData = useMemo(
    () => [
      { value: '', label: t('users.list.allRoles') },
      ...ROLES.map((r) => ({ value: r, label: vt(`roles.${r}`) })),
    ],
    [t, vt],
  );
  const statusData = [
    { value: '', label: t('users.list.allStatuses') },
    { value: 'active', label: t('users.status.active') },
    { value: 'pending', label: t('users.status.pending') },
    { value: 'inactive', label: t('users.status.inactive') },
    { value: 'anonymised', label: t('users.status.anonymised') },
  ];

  const items = list.data?.items ?? [];
  // An account deleted at the person's request is nobody's to edit (the server refuses it): no way in.
  const editable = (user: UserListItem) => user.accountState !== 'anonymised';
  const nameCell = (user: UserListItem) => (
    <Group gap={6} wrap="nowrap">
      {editable(user) ? (
        <Anchor component={Link} to={editUserPath(user.publicId)} fw={500}>
          {user.name}
        </Anchor>
      ) : (
        <Text fw={500} size="sm">
          {user.name}
        </Text>
      )}
      {mobile ? stateBadge(user) : null}
    </Group>
  );
  const stateBadge = (user: UserListItem) => (
    <StatusBadge tone={STATE_TONES[user.accountState]} data-state={user.accountState}>
      {t(`users.status.${user.accountState}`)}
    </StatusBadge>
  );
  const companyText = (user: UserListItem) => user.company?.name ?? t('users.form.noCompany');
  // The export holds what the list finds, whatever page is on screen.
  const exportSearch = searchParamsOf({ ...query, cursor: undefined, limit: undefined }).toString();

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1}>{title}</Title>
        <Group gap="sm">
          <Button component={Link} to="/plataforma/usuarios/pedidos-de-exclusao" variant="default">
            {t('privacy.queue.link')}
          </Button>
          <ExportMenu path="/api/exportacao/usuarios" search={exportSearch} />
          <Button
            component={Link}
            to="/plataforma/usuarios/importar"
            variant="default"
            leftSection={<IconFileImport size={18} aria-hidden />}
          >
            {t('dataTransfer.import.link')}
          </Button>
          <Button
            component={Link}
            to="/plataforma/usuarios/cadastrar-usuario"
            leftSection={<IconPlus size={18} aria-hidden />}
          >
            {t('users.list.register')}
          </Button>
        </Group>
      </Group>

      <Paper withBorder radius="md" p="md">
        <ListFilterBar search={search} label={t('users.list.search')} placeholder={t('users.list.searchPlaceholder')}>
          <Select
            label={t('users.list.roleFilter')}
            data={roleData}
            value={query.role ?? ''}
            onChange={(value) => update({ role: value })}
            allowDeselect={false}
            w={{ base: '100%', xs: 220 }}
          />
          <Select
            label={t('users.list.statusFilter')}
            data={statusData}
            value={query.status ?? ''}
            onChange={(value) => update({ status: value })}
            allowDeselect={false}
            w={{ base: '100%', xs: 160 }}
          />
          {mobile ? <SortSelect columns={sortColumns} query={query} sortBy={sortBy} /> : null}
        </ListFilterBar>
      </Paper>

      <section aria-labelledby={headingId}>
        <Title order={2} size="h4" id={headingId} mb="sm">
          {t('users.list.results')}
        </Title>
        <ListSummary
          totalText={list.data ? t('users.list.total', { count: list.data.total }) : null}
          paging={{
            pageSize: query.limit,
            pageSizes: USER_PAGE_SIZES,
            onPageSize: setLimit,
          }}
        />
        {list.isPending ? (
          <Center py="xl" role="status">
            <Loader role="status" aria-label={t('common.loading')} />
          </Center>
        ) : list.isError ? (
          <Alert role="alert" color="red" variant="light">
            {t('users.list.loadFailed')}
          </Alert>
        ) : items.length === 0 ? (
          <Text c="dimmed" role="status">
            {t('users.list.empty')}
          </Text>
        ) : mobile ? (
          <Stack gap="sm" data-testid="user-cards">
            {items.map((user) => (
              <Paper key={user.publicId} withBorder radius="md" p="sm">
                <Stack gap={4}>
                  {nameCell(user)}
                  <Text size="sm">{roleLabel(user.userType)}</Text>
                  <Text size="sm" c="dimmed">
                    {showEmail ? user.email : companyText(user)}
                  </Text>
                  <RelationshipBadges ids={user.businessRelationship} labelOf={labelOf} />
                </Stack>
              </Paper>
            ))}
          </Stack>
        ) : (
          <Table striped highlightOnHover verticalSpacing="sm" aria-labelledby={headingId} data-testid="user-table">
            <Table.Thead>
              <Table.Tr>
                {sortableTh({ value: 'name', label: t('users.list.name') })}
                {sortableTh({ value: 'userType', label: t('users.list.profile') })}
                {showEmail
                  ? sortableTh({ value: 'email', label: t('users.list.email') })
                  : sortableTh({ value: 'company', label: t('users.list.company') })}
                {sortableTh({ value: 'status', label: t('users.list.status') })}
                <Table.Th>{t('users.list.businessRelationships')}</Table.Th>
                <Table.Th>{t('users.list.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((user) => (
                <Table.Tr key={user.publicId}>
                  <Table.Td>{nameCell(user)}</Table.Td>
                  <Table.Td>{roleLabel(user.userType)}</Table.Td>
                  <Table.Td>{showEmail ? user.email : companyText(user)}</Table.Td>
                  <Table.Td>{stateBadge(user)}</Table.Td>
                  <Table.Td>
                    <RelationshipBadges ids={user.businessRelationship} labelOf={labelOf} />
                  </Table.Td>
                  <Table.Td>
                    {editable(user) ? (
                      <Anchor
                        component={Link}
                        to={editUserPath(user.publicId)}
                        size="sm"
                        aria-label={t('users.list.editUser', { name: user.name })}
                      >
                        {t('users.list.edit')}
                      </Anchor>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </section>

      {!list.isError ? <ListPager trail={trail} nextCursor={list.data?.nextCursor ?? null} /> : null}
    </Stack>
  );
}
