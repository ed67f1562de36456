import { Anchor, Avatar, Badge, Button, Group, Paper, Select, Stack, Tabs, Text, Title } from '@mantine/core';
import { inProgressQuerySchema, MENTORSHIP_PAGE_SIZES, type MentorshipRequest } from '@ponte/shared/mentoring.schema';
import { profilePath, readOnlyProfilePath } from '@ponte/shared/permissions';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WRAPPING_BADGE } from '@/components/badge-styles';
import { CardGrid } from '@/components/card-list';
import { PagedList } from '@/components/paged-list';
import { useDocumentTitle } from '@/lib/document-title';
import { formatDate } from '@/lib/format';
import { useProfileLinkState } from '@/lib/profile-origin';
import { TEXT } from '@/lib/semantic-colours';
import { useCurrentSession } from '@/lib/session';
import { useListParams } from '@/lib/use-list-params';
import { type EndAction, inProgressQuery, searchMentors } from '../api/mentoring-api.ts';
import { EndMentorshipModal } from '../components/end-mentorship-modal.tsx';
import { LinkMentorModal } from '../components/link-mentor-modal.tsx';
import { useMentorAreas } from '../components/mentoring-labels.ts';
import { photoUrl } from '../components/person-card.tsx';

function MenteeCard({
  request,
  showMentor,
  onEnd,
  onRelink,
}: {
  request: MentorshipRequest;
  showMentor: boolean;
  onEnd: (action: EndAction) => void;
  onRelink: () => void;
}) {
  const { t } = useTranslation();
  // The profile's way back to this screen (lib/profile-origin.ts).
  const profileLinkState = useProfileLinkState();
  const areas = useMentorAreas();
  const name = `${request.user.firstName} ${request.user.lastName}`;
  const followUp = profilePath(request.user.publicId, 'followUp');
  return (
    <Paper withBorder radius="md" p="md" h="100%" component="article" aria-label={name} data-testid="mentee-card">
      <Stack gap="sm" h="100%">
        <Group gap="sm" wrap="nowrap">
          <Avatar
            src={photoUrl(request.user.photo)}
            alt=""
            size={56}
            radius="xl"
            color="blue.9"
            variant="filled"
            name={name}
          />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Anchor component={Link} to={readOnlyProfilePath(request.user.publicId)} state={profileLinkState} fw={600}>
              {name}
            </Anchor>
            <Group gap={6}>
              <Badge variant="light" color="blue" c={TEXT.info} styles={WRAPPING_BADGE}>
                {areas.label(request.areaOptions)}
              </Badge>
            </Group>
          </Stack>
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }} lineClamp={4}>
          {request.objective}
        </Text>
        <Stack gap={0}>
          <Text size="sm" c="dimmed">
            {t('mentoring.inProgress.since', { date: request.linkedAt ? formatDate(request.linkedAt) : '' })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('mentoring.fields.lastFollowUp')}:{' '}
            {request.lastFollowUpAt ? formatDate(request.lastFollowUpAt) : t('mentoring.fields.noFollowUp')}
          </Text>
          {showMentor && request.mentor && (
            <Text size="sm" c="dimmed">
              {t('mentoring.inProgress.mentorOf', { name: `${request.mentor.firstName} ${request.mentor.lastName}` })}
            </Text>
          )}
        </Stack>
        <Group gap="xs" mt="auto">
          <Button size="xs" variant="light" component={Link} to={followUp}>
            {t('mentoring.inProgress.followUp')}
          </Button>
          <Button size="xs" variant="light" component={Link} to={`${followUp}?novo=feedback`}>
            {t('mentoring.inProgress.addFeedback')}
          </Button>
          {request.actions.link && (
            <Button size="xs" variant="default" onClick={onRelink}>
              {t('mentoring.requests.relink')}
            </Button>
          )}
          {request.actions.conclude && (
            <Button size="xs" onClick={() => onEnd('concluir')}>
              {t('mentoring.inProgress.conclude')}
            </Button>
          )}
          {request.actions.decline && (
            <Button size="xs" variant="default" onClick={() => onEnd('recusar')}>
              {t('mentoring.inProgress.decline')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * mentoria-de-talentos (tab 'Em andamento'): a mentor's mentees in progress; Admin sees every
 * mentorship in progress of the tenant and can filter by mentor.
 */
const LIST_KEYS = ['mentor', 'cursor', 'limit'] as const;

export function TalentMentoringPage() {
  const { t } = useTranslation();
  const session = useCurrentSession();
  const title = t('pages.talentMentoring');
  useDocumentTitle(title);
  const isAdmin = session.role === 'Admin';
  const { query, update, setLimit, trail } = useListParams(inProgressQuerySchema, LIST_KEYS);
  const mentors = useQuery({
    queryKey: ['mentoring', 'mentor-filter'] as const,
    queryFn: ({ signal }) =>
      searchMentors({ search: '', areaMentoring: null, skills: [], includeUnavailable: true }, signal),
    enabled: isAdmin,
    staleTime: 60_000,
  });
  const list = useQuery(inProgressQuery(query));
  const items = list.data?.items ?? [];
  const [ending, setEnding] = useState<{ request: MentorshipRequest; action: EndAction } | null>(null);
  const [linking, setLinking] = useState<MentorshipRequest | null>(null);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{isAdmin ? t('mentoring.inProgress.introAll') : t('mentoring.inProgress.intro')}</Text>
      </Stack>
      <Tabs value="em-andamento">
        <Tabs.List>
          <Tabs.Tab value="em-andamento">{t('mentoring.inProgress.tab')}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {isAdmin && (
        <Select
          label={t('mentoring.inProgress.mentorFilter')}
          data={[
            { value: '', label: t('mentoring.inProgress.allMentors') },
            ...(mentors.data ?? []).map((m) => ({ value: m.publicId, label: `${m.firstName} ${m.lastName}` })),
          ]}
          value={query.mentor ?? ''}
          onChange={(value) => update({ mentor: value })}
          allowDeselect={false}
          searchable
          maw={360}
        />
      )}
      <PagedList
        list={list}
        trail={trail}
        totalText={list.data ? t('mentoring.inProgress.total', { count: list.data.total }) : null}
        paging={{ pageSize: query.limit, pageSizes: MENTORSHIP_PAGE_SIZES, onPageSize: setLimit }}
        isEmpty={items.length === 0}
        errorText={t('mentoring.loadFailed')}
        emptyText={t('mentoring.inProgress.empty')}
      >
        <CardGrid label={t('mentoring.inProgress.listLabel')}>
          {items.map((r) => (
            <li key={r.id}>
              <MenteeCard
                request={r}
                showMentor={isAdmin}
                onEnd={(action) => setEnding({ request: r, action })}
                onRelink={() => setLinking(r)}
              />
            </li>
          ))}
        </CardGrid>
      </PagedList>
      {ending && <EndMentorshipModal request={ending.request} action={ending.action} onClose={() => setEnding(null)} />}
      {linking && <LinkMentorModal request={linking} onClose={() => setLinking(null)} />}
    </Stack>
  );
}
