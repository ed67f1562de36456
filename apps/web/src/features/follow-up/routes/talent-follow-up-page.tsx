import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import {
  ACTION_COMMENT_MAX,
  deriveActionStatus,
  type Feedback,
  type FeedbackAction,
  todayIn,
} from '@ponte/shared/follow-up.schema';
import { IconCheck } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardList } from '@/components/card-list';
import { FormModal } from '@/components/form-modal';
import { ListBody } from '@/components/list-body';
import { SafeHtml } from '@/components/safe-html';
import { StatusBadge } from '@/components/status-badge';
import { TitledSection } from '@/components/titled-section';
import { isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/document-title';
import { formatDate } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useCurrentSession } from '@/lib/session';
import { acknowledgeFeedback, feedbacksQuery, followUpKey, saveActionProgress } from '../api/follow-up-api.ts';
import { ACTION_STATUS_TONE } from '../components/timeline-entry.tsx';

interface Target {
  feedback: Feedback;
  action: FeedbackAction;
}

/** Marks one action done, with an optional comment (issue 12 §3 "Progress"). */
function MarkDoneModal({ target, onClose }: { target: Target; onClose: () => void }) {
  const { t } = useTranslation();
  const session = useCurrentSession();
  const queryClient = useQueryClient();
  const [comment, setComment] = useState('');
  const mutation = useMutation({
    mutationFn: () =>
      saveActionProgress(session.publicId, target.feedback.id, target.action.id, {
        isDone: true,
        comment: comment.trim() || null,
      }),
    onSuccess: async () => {
      notify(t('followUp.talentView.done'), 'success', 'action-done');
      onClose();
      await queryClient.invalidateQueries({ queryKey: followUpKey(session.publicId) });
    },
    onError: () => notify(t('followUp.talentView.doneFailed'), 'error', 'action-done-failed'),
  });
  return (
    <FormModal
      title={t('followUp.talentView.markDoneTitle')}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        mutation.mutate();
      }}
      submitLabel={t('followUp.talentView.confirmDone')}
      loading={mutation.isPending}
      size={400}
    >
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {target.action.name}
      </Text>
      <Textarea
        label={t('followUp.talentView.comment')}
        autosize
        minRows={3}
        maxLength={ACTION_COMMENT_MAX}
        value={comment}
        onChange={(event) => setComment(event.currentTarget.value)}
        description={t('followUp.feedback.counter', { count: comment.length, max: ACTION_COMMENT_MAX })}
      />
    </FormModal>
  );
}

function ActionRow({
  feedback,
  action,
  today,
  withFeedbackTitle,
  onMarkDone,
}: {
  feedback: Feedback;
  action: FeedbackAction;
  today: string;
  withFeedbackTitle: boolean;
  onMarkDone: (target: Target) => void;
}) {
  const { t } = useTranslation();
  const status = deriveActionStatus(action, today);
  return (
    <Group component="li" justify="space-between" gap="xs" wrap="wrap" data-action={action.name}>
      <Stack gap={2} style={{ minWidth: 0, flex: '1 1 220px' }}>
        <Group gap="xs" wrap="wrap">
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {action.name}
          </Text>
          <StatusBadge tone={ACTION_STATUS_TONE[status]}>{t(`followUp.actionStatus.${status}`)}</StatusBadge>
        </Group>
        <Text size="xs" c="dimmed">
          {action.isDone && action.conclusionDate
            ? t('followUp.item.concludedOn', { date: formatDate(action.conclusionDate) })
            : t('followUp.talentView.dueOn', { date: formatDate(action.endDate) })}
          {withFeedbackTitle ? ` · ${t('followUp.talentView.feedbackOf', { title: feedback.title })}` : ''}
        </Text>
        {action.comment ? (
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
            {action.comment}
          </Text>
        ) : null}
      </Stack>
      {!action.isDone && feedback.canProgress ? (
        <Button
          size="xs"
          variant="default"
          leftSection={<IconCheck size={14} aria-hidden />}
          aria-label={t('followUp.talentView.markDoneLabel', { name: action.name })}
          onClick={() => onMarkDone({ feedback, action })}
        >
          {t('followUp.talentView.markDone')}
        </Button>
      ) : null}
    </Group>
  );
}

function FeedbackCard({
  feedback,
  today,
  onMarkDone,
}: {
  feedback: Feedback;
  today: string;
  onMarkDone: (target: Target) => void;
}) {
  const { t } = useTranslation();
  const session = useCurrentSession();
  const queryClient = useQueryClient();
  const headingId = useId();
  const acknowledge = useMutation({
    mutationFn: () => acknowledgeFeedback(session.publicId, feedback.id),
    onSuccess: async () => {
      notify(t('followUp.talentView.acknowledged'), 'success', 'feedback-acknowledged');
      await queryClient.invalidateQueries({ queryKey: followUpKey(session.publicId) });
    },
    onError: () => notify(t('followUp.talentView.acknowledgeFailed'), 'error', 'feedback-acknowledge-failed'),
  });
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={headingId} data-feedback>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Stack gap={2} style={{ minWidth: 0, flex: '1 1 220px' }}>
            <Title order={3} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
              {feedback.title}
            </Title>
            <Text size="sm" c="dimmed">
              {t('followUp.talentView.from', { name: feedback.author.name, date: formatDate(feedback.annotationDate) })}
            </Text>
          </Stack>
          {feedback.acknowledgedAt ? (
            <Text size="sm" c="dimmed">
              {t('followUp.item.acknowledged', { date: formatDate(feedback.acknowledgedAt) })}
            </Text>
          ) : feedback.canProgress ? (
            <Button
              size="xs"
              aria-label={t('followUp.talentView.acknowledgeLabel', { title: feedback.title })}
              loading={acknowledge.isPending}
              onClick={() => acknowledge.mutate()}
            >
              {t('followUp.talentView.acknowledge')}
            </Button>
          ) : null}
        </Group>
        <SafeHtml html={feedback.annotation} headingsUnder={3} style={{ overflowWrap: 'anywhere' }} />
        <Text fw={600} size="sm">
          {t('followUp.item.plan')}
          {feedback.actionInitialDate && feedback.actionEndDate
            ? ` · ${t('followUp.item.planPeriod', {
                from: formatDate(feedback.actionInitialDate),
                to: formatDate(feedback.actionEndDate),
              })}`
            : ''}
        </Text>
        {feedback.actionDescription ? (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {feedback.actionDescription}
          </Text>
        ) : null}
        {feedback.actions.length > 0 ? (
          <CardList gap="xs" label={t('followUp.item.actionsLabel')}>
            {feedback.actions.map((action) => (
              <ActionRow
                key={action.id}
                feedback={feedback}
                action={action}
                today={today}
                withFeedbackTitle={false}
                onMarkDone={onMarkDone}
              />
            ))}
          </CardList>
        ) : null}
      </Stack>
    </Paper>
  );
}

/**
 * mentorias/acompanhamento-talento (issue 12 §4): the person's own feedbacks and action plans. What is
 * due next comes first (open actions by end date, overdue ones at the top); the person marks actions
 * done, with an optional comment, and acknowledges feedbacks — where the server says they may
 * (canProgress).
 */
export function TalentFollowUpPage() {
  const { t } = useTranslation();
  const title = t('pages.talentFollowUp');
  useDocumentTitle(title);
  const session = useCurrentSession();
  const list = useQuery(feedbacksQuery(session.publicId));
  const [target, setTarget] = useState<Target | null>(null);
  const today = todayIn();

  // A tenant without feedbacks (404) or a person without a follow-up (403) simply has none.
  const none = isApiError(list.error) && (list.error.status === 404 || list.error.status === 403);
  const feedbacks = list.data?.items ?? [];
  const due = feedbacks
    .flatMap((feedback) => feedback.actions.filter((a) => !a.isDone).map((action) => ({ feedback, action })))
    .sort((a, b) => a.action.endDate.localeCompare(b.action.endDate) || a.action.id - b.action.id);

  return (
    <Stack gap="lg" data-talent-follow-up>
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{t('followUp.talentView.intro')}</Text>
      </Stack>
      <ListBody
        isPending={list.isPending}
        isError={list.isError && !none}
        isEmpty={none || feedbacks.length === 0}
        errorText={t('followUp.talentView.loadFailed')}
        emptyText={t('followUp.talentView.empty')}
      >
        <Stack gap="lg">
          <TitledSection title={t('followUp.talentView.nextUp')} gap="xs" data-next-actions>
            {due.length === 0 ? (
              <Text c="dimmed">{t('followUp.talentView.nothingDue')}</Text>
            ) : (
              <Paper withBorder radius="md" p="md">
                <CardList>
                  {due.map(({ feedback, action }) => (
                    <ActionRow
                      key={action.id}
                      feedback={feedback}
                      action={action}
                      today={today}
                      withFeedbackTitle
                      onMarkDone={setTarget}
                    />
                  ))}
                </CardList>
              </Paper>
            )}
          </TitledSection>
          <TitledSection title={t('followUp.talentView.feedbacks')}>
            {feedbacks.map((feedback) => (
              <FeedbackCard key={feedback.id} feedback={feedback} today={today} onMarkDone={setTarget} />
            ))}
          </TitledSection>
        </Stack>
      </ListBody>
      {target ? <MarkDoneModal target={target} onClose={() => setTarget(null)} /> : null}
    </Stack>
  );
}
