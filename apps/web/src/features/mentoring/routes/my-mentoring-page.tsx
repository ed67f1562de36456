import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { MentorshipRequest } from '@ponte/shared/mentoring.schema';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardList } from '@/components/card-list';
import { PageLoader } from '@/components/page-loader';
import { TitledSection } from '@/components/titled-section';
import { useDocumentTitle } from '@/lib/document-title';
import { formatDate } from '@/lib/format';
import { TEXT } from '@/lib/semantic-colours';
import { myMentorshipsQuery } from '../api/mentoring-api.ts';
import { AskFields, useAskForm } from '../components/ask-fields.tsx';
import { EndMentorshipModal } from '../components/end-mentorship-modal.tsx';
import { useMentorAreas } from '../components/mentoring-labels.ts';
import { PersonCard } from '../components/person-card.tsx';
import { RequestCard } from '../components/request-card.tsx';

function AskForm() {
  const { t } = useTranslation();
  const { form, onSubmit, pending, withPeriod } = useAskForm({
    onBehalf: false,
    onDone: () => form.reset({ objective: '', period: null }),
  });
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="ask-title">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2} size="h3" id="ask-title">
              {t('mentoring.ask.title')}
            </Title>
            <Text c="dimmed" size="sm">
              {t('mentoring.ask.intro')}
            </Text>
          </Stack>
          <AskFields form={form} withPeriod={withPeriod} />
          <Group>
            <Button type="submit" loading={pending}>
              {t('mentoring.ask.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function CurrentRequest({ request, onCancel }: { request: MentorshipRequest; onCancel: () => void }) {
  const { t } = useTranslation();
  const areas = useMentorAreas();
  const waiting = request.status === 'AGUARDANDO';
  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      component="section"
      aria-labelledby="current-title"
      data-testid="current-request"
    >
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h3" id="current-title">
            {t('mentoring.my.current')}
          </Title>
          <Badge size="lg" variant="light" color={waiting ? 'yellow' : 'green'} c={TEXT.body}>
            {t(`mentoring.status.${request.status}`)}
          </Badge>
        </Group>
        <Text>
          {waiting
            ? t('mentoring.my.waiting', { date: formatDate(request.creationDate) })
            : t('mentoring.my.inProgress', { date: formatDate(request.linkedAt ?? request.creationDate) })}
        </Text>
        <Stack gap={0}>
          <Text size="xs" fw={600} c="dimmed" tt="uppercase">
            {t('mentoring.fields.area')}
          </Text>
          <Text size="sm">{areas.label(request.areaOptions)}</Text>
        </Stack>
        <Stack gap={0}>
          <Text size="xs" fw={600} c="dimmed" tt="uppercase">
            {t('mentoring.fields.objective')}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {request.objective}
          </Text>
        </Stack>
        {request.mentor && (
          <Stack gap={4}>
            <Text size="xs" fw={600} c="dimmed" tt="uppercase">
              {t('mentoring.my.yourMentor')}
            </Text>
            <PersonCard person={request.mentor} />
          </Stack>
        )}
        {request.actions.cancel && (
          <Group>
            <Button variant="default" onClick={onCancel}>
              {t('mentoring.my.cancel')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** mentorias: ask for mentoring, follow the open request, see earlier mentorships. */
export function MyMentoringPage() {
  const { t } = useTranslation();
  const title = t('pages.mentoring');
  useDocumentTitle(title);
  const mine = useQuery(myMentorshipsQuery);
  const [cancelling, setCancelling] = useState<MentorshipRequest | null>(null);
  if (mine.isPending) return <PageLoader />;
  if (mine.isError) {
    return (
      <Alert color="red" role="alert">
        {t('mentoring.loadFailed')}
      </Alert>
    );
  }
  const current = mine.data.items.find((r) => r.status === 'AGUARDANDO' || r.status === 'EM_ANDAMENTO') ?? null;
  const history = mine.data.items.filter((r) => r !== current);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{t('mentoring.my.intro')}</Text>
      </Stack>
      {current ? (
        <CurrentRequest request={current} onCancel={() => setCancelling(current)} />
      ) : (
        <Text>{t('mentoring.my.none')}</Text>
      )}
      {mine.data.canAsk && <AskForm />}
      <TitledSection title={t('mentoring.my.history')}>
        {history.length === 0 ? (
          <Text c="dimmed">{t('mentoring.my.historyEmpty')}</Text>
        ) : (
          <CardList>
            {history.map((r) => (
              <li key={r.id}>
                <RequestCard request={r} />
              </li>
            ))}
          </CardList>
        )}
      </TitledSection>
      {cancelling && <EndMentorshipModal request={cancelling} action="cancelar" onClose={() => setCancelling(null)} />}
    </Stack>
  );
}
