import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  NativeSelect,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedCallback, useDisclosure } from '@mantine/hooks';
import { readOnlyProfilePath } from '@ponte/shared/permissions';
import {
  TALENT_FILTER_KEYS,
  TALENT_FILTER_TEXT_MAX,
  TALENT_PAGE_SIZES,
  TALENT_TOTAL_CAP,
  type TalentListItem,
  type TalentQuery,
  type TalentView,
  talentFilterKeys,
} from '@ponte/shared/talents.schema';
import { IconAdjustmentsHorizontal, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { ExportMenu } from '@/components/export-menu';
import { ListPager } from '@/components/list-pager';
import { ListSummary } from '@/components/list-summary';
import { isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/document-title';
import { useIsMobile } from '@/lib/media';
import { useProfileLinkState } from '@/lib/profile-origin';
import { useTenant } from '@/lib/tenant';
import { useCursorTrail } from '@/lib/use-list-params';
import { useVocabularyT } from '@/lib/use-vocabulary';
import { talentFilterOptionsQuery, talentListQuery } from '../api/talents-api.ts';
import { FilterChips } from '../components/filter-chips.tsx';
import { useFilterValueLabels } from '../components/filter-value-labels.ts';
import { TalentCards, TalentTable } from '../components/talent-results.tsx';
import {
  activeFilters,
  filtersOf,
  pageSearch,
  parseTalentUrl,
  searchWith,
  type TalentFilters,
  talentSearchString,
  withoutFilter,
} from '../talent-url.ts';

const SEARCH_DELAY_MS = 400;

const FilterPanel = lazy(() => import('../components/filter-panel.tsx').then((m) => ({ default: m.FilterPanel })));

const SORT_CHOICES = [
  { sort: 'name', order: 'asc', key: 'sortNameAsc' },
  { sort: 'name', order: 'desc', key: 'sortNameDesc' },
  { sort: 'lastLogin', order: 'desc', key: 'sortLastLoginDesc' },
  { sort: 'lastLogin', order: 'asc', key: 'sortLastLoginAsc' },
] as const satisfies readonly { sort: TalentQuery['sort']; order: TalentQuery['order']; key: string }[];

/** Where a row leads: the read-only profile; in sabimais the student edit screen (the base there is for managing students). */
export function talentHref(item: TalentListItem, studentBase: boolean): string {
  return studentBase ? `/plataforma/base-de-alunos/${item.publicId}/editar-aluno` : readOnlyProfilePath(item.publicId);
}

/** /plataforma/base-de-talentos (base-de-alunos in sabimais): spec §2, §3 "Talent list row" and "Talent filter". */
const isFilterKey = (key: string): key is (typeof TALENT_FILTER_KEYS)[number] =>
  (TALENT_FILTER_KEYS as readonly string[]).includes(key);

export function TalentBasePage() {
  const { t } = useTranslation();
  const vt = useVocabularyT();
  const tenant = useTenant();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const mobile = useIsMobile();
  const title = vt('pages.talentBase');
  useDocumentTitle(title);
  const resultsHeadingId = useId();
  const resultsRef = useRef<HTMLElement>(null);
  const focusResults = useRef(false);

  const classFilter = tenant.features.classFilter;
  const studentBase = tenant.talentBaseSegment === 'base-de-alunos';
  const options = useQuery(talentFilterOptionsQuery);
  // The server says which view (and filters) the caller has; if it could not say, the strict view is safe.
  const view: TalentView | undefined = options.data?.view ?? (options.isError ? 'mentor' : undefined);
  const { query, invalid } = useMemo(() => {
    const parsed = parseTalentUrl(params, view ?? 'mentor', classFilter);
    // Until the view is known nothing is refused: the link's filters wait for it.
    return view === undefined ? { ...parsed, invalid: [] } : parsed;
  }, [params, view, classFilter]);
  const search = talentSearchString(query);
  const list = useQuery({ ...talentListQuery(search), enabled: view !== undefined });
  const fields = options.data?.fields ?? talentFilterKeys(view ?? 'mentor', classFilter);
  const { labelOf } = useFilterValueLabels(options.data);
  const filters = useMemo(() => filtersOf(query), [query]);
  const chips = activeFilters(filters);

  // A link with refused parameters: say so once, and show the address the list really answers.
  const [notice, setNotice] = useState<string[]>([]);
  const invalidKey = invalid.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the refused set changes, not on every render
  useEffect(() => {
    if (invalid.length === 0) return;
    setNotice(invalid);
    void navigate({ search }, { replace: true, state: location.state });
  }, [invalidKey]);

  // The server may refuse what the schema alone cannot judge (a cursor of another sort, an unknown level):
  // those parameters are dropped the same way, so the list recovers instead of showing an error.
  const refused =
    list.error && isApiError(list.error) && list.error.code === 'VALIDATION_ERROR'
      ? Object.keys(list.error.fields)
      : [];
  const refusedKey = refused.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the refused set changes, not on every render
  useEffect(() => {
    if (refused.length === 0) return;
    setNotice(refused);
    const kept = Object.fromEntries(Object.entries(query).filter(([key]) => !refused.includes(key)));
    void navigate({ search: talentSearchString(kept) }, { replace: true });
  }, [refusedKey]);
  const paramLabel = (key: string) =>
    isFilterKey(key) ? t(`talents.filters.${key}`) : t(`talents.list.params.${key}`, { defaultValue: key });

  const go = (nextSearch: string, state: object | null = null, replace = false) => {
    if (nextSearch === params.toString()) return;
    void navigate({ search: nextSearch }, { state, replace });
  };

  // Name search: typed text reaches the address after a pause, replacing the entry (no history per keystroke).
  const [nameText, setNameText] = useState(query.name ?? '');
  const lastSent = useRef(query.name ?? '');
  useEffect(() => {
    const fromUrl = query.name ?? '';
    if (fromUrl === lastSent.current) return;
    // The address changed on its own (back button, chip, shared link): the box follows it.
    lastSent.current = fromUrl;
    setNameText(fromUrl);
  }, [query.name]);
  const sendName = useDebouncedCallback((value: string) => {
    lastSent.current = value.trim();
    go(searchWith(query, { name: value }), null, true);
  }, SEARCH_DELAY_MS);

  const [filtersOpened, filterModal] = useDisclosure(false);
  // Once opened, the panel stays mounted so that closing it animates and reopening is instant.
  const [filtersLoaded, setFiltersLoaded] = useState(false);
  useEffect(() => {
    if (filtersOpened) setFiltersLoaded(true);
  }, [filtersOpened]);
  const applyFilters = (next: TalentFilters) => {
    filterModal.close();
    go(searchWith(query, { filters: next }));
  };

  useEffect(() => {
    if (!focusResults.current || list.isFetching) return;
    focusResults.current = false;
    resultsRef.current?.focus();
  }, [list.isFetching]);
  const trail = useCursorTrail(query.cursor, (cursor, state) => {
    focusResults.current = true;
    go(pageSearch(query, cursor), state);
  });

  // A class id that names no class of this tenant is answered 404: nobody is in it.
  const classNotFound = isApiError(list.error) && list.error.status === 404;
  const sortValue = `${query.sort}:${query.order}`;
  const items = list.data?.items ?? [];
  const hrefOf = (item: TalentListItem) => talentHref(item, studentBase);
  const linkState = useProfileLinkState();

  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>

      {notice.length > 0 ? (
        <Alert
          color="yellow"
          variant="light"
          withCloseButton
          closeButtonLabel={t('common.close')}
          onClose={() => setNotice([])}
          data-invalid-params
        >
          {t('talents.list.invalidParams', { fields: notice.map(paramLabel).join(', ') })}
        </Alert>
      ) : null}

      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              style={{ flex: '1 1 240px' }}
              label={t('talents.list.search')}
              placeholder={vt('talents.list.searchPlaceholder')}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={nameText}
              maxLength={TALENT_FILTER_TEXT_MAX}
              onChange={(event) => {
                setNameText(event.currentTarget.value);
                sendName(event.currentTarget.value);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter') sendName.flush();
              }}
              type="search"
              autoComplete="off"
            />
            <NativeSelect
              style={{ flex: '0 1 260px' }}
              label={t('talents.list.sort')}
              value={sortValue}
              data={SORT_CHOICES.map((c) => ({ value: `${c.sort}:${c.order}`, label: t(`talents.list.${c.key}`) }))}
              onChange={(event) => {
                const [sort, order] = event.currentTarget.value.split(':') as [
                  TalentQuery['sort'],
                  TalentQuery['order'],
                ];
                go(searchWith(query, { sort, order }));
              }}
            />
            <Button
              variant="default"
              leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
              onClick={filterModal.open}
              aria-haspopup="dialog"
            >
              {chips.length > 0
                ? t('talents.filters.openWithCount', { count: chips.length })
                : t('talents.filters.open')}
            </Button>
            {view === undefined ? null : (
              <ExportMenu
                path="/api/exportacao/talentos"
                search={talentSearchString({ ...query, cursor: undefined })}
              />
            )}
          </Group>
          <FilterChips
            chips={chips}
            labelOf={labelOf}
            onRemove={(chip) => go(searchWith(query, { filters: withoutFilter(filters, chip) }))}
            onClearAll={() => go(searchWith(query, { filters: {} }))}
          />
        </Stack>
      </Paper>

      <section
        ref={resultsRef}
        tabIndex={-1}
        aria-labelledby={resultsHeadingId}
        aria-busy={list.isFetching}
        style={{ outline: 'none' }}
        data-talent-results
      >
        <VisuallyHidden>
          <h2 id={resultsHeadingId}>{t('talents.list.results')}</h2>
        </VisuallyHidden>
        <ListSummary
          totalText={
            list.data
              ? list.data.total > TALENT_TOTAL_CAP
                ? vt('talents.list.totalOver', { count: TALENT_TOTAL_CAP })
                : vt('talents.list.total', { count: list.data.total })
              : null
          }
          paging={{
            pageSize: query.limit,
            pageSizes: TALENT_PAGE_SIZES,
            onPageSize: (limit) => go(searchWith(query, { limit })),
          }}
        />
        {list.isPending ? (
          <Center py="xl">
            <Loader role="status" aria-label={t('common.loading')} />
          </Center>
        ) : list.isError && !classNotFound ? (
          <Stack gap="sm">
            <Text>{vt('talents.list.loadFailed')}</Text>
            <ApiErrorAlert error={list.error} />
          </Stack>
        ) : items.length === 0 || classNotFound ? (
          <Paper withBorder radius="md" p="xl">
            <Text ta="center" c="dimmed" role="status" data-talent-empty>
              {vt('talents.list.empty')}
            </Text>
          </Paper>
        ) : mobile ? (
          <TalentCards items={items} hrefOf={hrefOf} linkState={linkState} />
        ) : (
          <TalentTable items={items} hrefOf={hrefOf} linkState={linkState} />
        )}
      </section>

      {!list.isError ? <ListPager trail={trail} nextCursor={list.data?.nextCursor ?? null} /> : null}

      {/* The panel's code (multi-selects and their pills) loads with the first opening. */}
      {filtersOpened || filtersLoaded ? (
        <Suspense fallback={null}>
          <FilterPanel
            opened={filtersOpened}
            onClose={filterModal.close}
            mobile={mobile}
            fields={fields}
            options={options.data}
            value={filters}
            onApply={applyFilters}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}
