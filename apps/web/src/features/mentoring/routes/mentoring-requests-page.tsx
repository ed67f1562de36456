import { Alert, Button, Group, Paper, Select, Stack, Tabs, Text, Title } from '@mantine/core';
import {
  MENTORSHIP_PAGE_SIZES,
  type MentorshipRequest,
  mentorshipListQuerySchema,
} from '@ponte/shared/mentoring.schema';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { CardList } from '@/components/card-list';
import { ListFilterBar } from '@/components/list-filter-bar';
import { ListPager } from '@/components/list-pager';
import { ListSummary } from '@/components/list-summary';
import { PageLoader } from '@/components/page-loader';
import { useDocumentTitle } from '@/lib/document-title';
import { useCurrentSession } from '@/lib/session';
import { useListParams } from '@/lib/use-list-params';
import { useSearchInput } from '@/lib/use-search-input';
import { type EndAction, requestListQuery } from '../api/mentoring-api.ts';
import { AskOnBehalfModal } from '../components/ask-on-behalf-modal.tsx';
import { EndMentorshipModal } from '../components/end-mentorship-modal.tsx';
import { LinkMentorModal } from '../components/link-mentor-modal.tsx';
import { useMentorAreas } from '../components/mentoring-labels.ts';
import { RequestActions, RequestCard } from '../components/request-card.tsx';

const BASE = '/plataforma/solicitacao-de-mentorias';
const CONCLUDED = `${BASE}/concluidas`;
const LIST_KEYS = ['area', 'search', 'cursor', 'limit'] as const;

/**
 * solicitacao-de-mentorias (tab 'Lista de espera') and solicitacao-de-mentorias/concluidas (tab
 * 'Concluídas'): Admin and Rh see the tenant's requests, oldest first, link mentors and see how
 * mentorships ended.
 */
export function MentoringRequestsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const session = useCurrentSession();
  const status = pathname.startsWith(CONCLUDED) ? 'concluidas' : 'espera';
  const title = t('pages.mentoringRequests');
  useDocumentTitle(status === 'espera' ? t('mentoring.requests.waitingTab') : t('mentoring.requests.concludedTab'));
  // The tab is the path; the rest of the list's state is in the query string.
  const { query, update, setLimit, trail } = useListParams(mentorshipListQuerySchema, LIST_KEYS);
  const search = useSearchInput(query.search ?? '', (value) => update({ search: value }));
  const areas = useMentorAreas();
  const list = useQuery(requestListQuery({ ...query, status }));
  const requests = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const [linking, setLinking] = useState<MentorshipRequest | null>(null);
  const [ending, setEnding] = useState<{ request: MentorshipRequest; action: EndAction } | null>(null);
  const tabs = session.permissions.screenTabs;
  const [asking, setAsking] = useState(false);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Title order={1}>{title}</Title>
          <Text c="dimmed">{t('mentoring.requests.intro')}</Text>
        </Stack>
        <Button variant="light" onClick={() => setAsking(true)}>
          {t('mentoring.ask.onBehalf')}
        </Button>
      </Group>
      <Tabs value={status} onChange={(value) => navigate(value === 'concluidas' ? CONCLUDED : BASE)}>
        <Tabs.List>
          {tabs.includes('mentorshipWaitingList') && (
            <Tabs.Tab value="espera">{t('mentoring.requests.waitingTab')}</Tabs.Tab>
          )}
          {tabs.includes('mentorshipCompleted') && (
            <Tabs.Tab value="concluidas">{t('mentoring.requests.concludedTab')}</Tabs.Tab>
          )}
        </Tabs.List>
      </Tabs>
      <ListFilterBar search={search} label={t('mentoring.requests.search')}>
        <Select
          label={t('mentoring.requests.area')}
          data={[
            { value: '', label: t('mentoring.requests.allAreas') },
            ...areas.items.map((item) => ({ value: String(item.id), label: areas.label(item.id) })),
          ]}
          value={query.area === undefined ? '' : String(query.area)}
          onChange={(value) => update({ area: value })}
          allowDeselect={false}
          style={{ flex: '1 1 200px' }}
        />
      </ListFilterBar>

      {list.isPending ? (
        <PageLoader />
      ) : list.isError ? (
        <Alert color="red" role="alert">
          {t('mentoring.loadFailed')}
        </Alert>
      ) : (
        <Stack gap="sm">
          <ListSummary
            totalText={t('mentoring.requests.total', { count: total })}
            paging={{ pageSize: query.limit, pageSizes: MENTORSHIP_PAGE_SIZES, onPageSize: setLimit }}
          />
          {requests.length === 0 ? (
            <Paper withBorder radius="md" p="xl">
              <Text ta="center" c="dimmed">
                {status === 'espera' ? t('mentoring.requests.empty') : t('mentoring.requests.emptyEnded')}
              </Text>
            </Paper>
          ) : (
            <CardList>
              {requests.map((r) => (
                <li key={r.id}>
                  <RequestCard
                    request={r}
                    actions={
                      <RequestActions
                        request={r}
                        onLink={() => setLinking(r)}
                        onCancel={() => setEnding({ request: r, action: 'cancelar' })}
                      />
                    }
                  />
                </li>
              ))}
            </CardList>
          )}
          <ListPager trail={trail} nextCursor={list.data?.nextCursor ?? null} />
        </Stack>
      )}
      {asking && <AskOnBehalfModal onClose={() => setAsking(false)} />}
      {linking && <LinkMentorModal request={linking} onClose={() => setLinking(null)} />}
      {ending && <EndMentorshipModal request={ending.request} action={ending.action} onClose={() => setEnding(null)} />}
    </Stack>
  );
}
