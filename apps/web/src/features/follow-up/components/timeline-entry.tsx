import { Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { ENROLMENT_STATUSES } from '@ponte/shared/courses.schema';
import { optionLabel } from '@ponte/shared/enum-options';
import { type ActionStatus, deriveActionStatus, type TimelineItem, todayIn } from '@ponte/shared/follow-up.schema';
import type { Locale } from '@ponte/shared/locales';
import type { OptionItem } from '@ponte/shared/options.schema';
import { IconLock, IconPencil, IconTrash, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '@/components/safe-html';
import { StatusBadge, type StatusTone } from '@/components/status-badge';
import { formatDate } from '@/lib/format';
import { optionItemLabel } from '@/lib/option-label';
import { SURFACE, TEXT } from '@/lib/semantic-colours';

type WrittenItem = Extract<TimelineItem, { kind: 'annotation' | 'feedback' }>;
type MentorshipItem = Extract<TimelineItem, { kind: 'mentorship' }>;
type EnrolmentItem = Extract<TimelineItem, { kind: 'enrolment' }>;

export const ACTION_STATUS_TONE = {
  notStarted: 'neutral',
  inProgress: 'neutral',
  overdue: 'negative',
  done: 'positive',
  doneLate: 'warning',
} as const satisfies Record<ActionStatus, StatusTone>;

function Plan({ item }: { item: Extract<TimelineItem, { kind: 'feedback' }> }) {
  const { t } = useTranslation();
  const today = todayIn();
  return (
    <Stack gap={6} data-feedback-plan>
      <Text fw={600} size="sm">
        {t('followUp.item.plan')}
        {item.actionInitialDate && item.actionEndDate
          ? ` · ${t('followUp.item.planPeriod', { from: formatDate(item.actionInitialDate), to: formatDate(item.actionEndDate) })}`
          : ''}
      </Text>
      {item.actionDescription ? (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {item.actionDescription}
        </Text>
      ) : null}
      {item.actions.length > 0 ? (
        <List spacing={4} size="sm" listStyleType="none" aria-label={t('followUp.item.actionsLabel')}>
          {item.actions.map((action) => {
            const status = deriveActionStatus(action, today);
            return (
              <List.Item key={action.id} data-action={action.name}>
                <Group gap="xs" wrap="wrap">
                  <Text size="sm" fw={500}>
                    {action.name}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t('followUp.item.actionPeriod', {
                      from: formatDate(action.initialDate),
                      to: formatDate(action.endDate),
                    })}
                  </Text>
                  <StatusBadge tone={ACTION_STATUS_TONE[status]}>{t(`followUp.actionStatus.${status}`)}</StatusBadge>
                </Group>
                {action.conclusionDate ? (
                  <Text size="xs" c="dimmed">
                    {t('followUp.item.concludedOn', { date: formatDate(action.conclusionDate) })}
                    {action.comment ? ` — ${action.comment}` : ''}
                  </Text>
                ) : null}
              </List.Item>
            );
          })}
        </List>
      ) : null}
      <Text size="xs" c="dimmed">
        {item.acknowledgedAt
          ? t('followUp.item.acknowledged', { date: formatDate(item.acknowledgedAt) })
          : t('followUp.item.notAcknowledged')}
      </Text>
    </Stack>
  );
}

/** An entry's own action (edit, delete): small, its icon beside the words, named with the entry's title. */
function EntryButton({
  icon: Icon,
  label,
  negative = false,
  onClick,
  children,
}: {
  icon: typeof IconPencil;
  label: string;
  negative?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      size="xs"
      variant="default"
      c={negative ? TEXT.negative : undefined}
      leftSection={<Icon size={14} aria-hidden />}
      aria-label={label}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

function WrittenEntry({
  item,
  categories,
  locale,
  onEdit,
  onDelete,
}: {
  item: WrittenItem;
  categories: readonly OptionItem[];
  locale: Locale;
  onEdit: (item: WrittenItem) => void;
  onDelete: (item: WrittenItem) => void;
}) {
  const { t } = useTranslation();
  const category = categories.find((c) => c.id === item.category);
  const shared = item.kind === 'annotation' ? item.shared : true;
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={`follow-up-${item.kind}-${item.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Stack gap={2} style={{ minWidth: 0, flex: '1 1 200px' }}>
            <Group gap="xs" wrap="wrap">
              <Badge variant="outline" color={item.kind === 'feedback' ? TEXT.accent : TEXT.info}>
                {t(`followUp.kinds.${item.kind}`)}
              </Badge>
              {category ? (
                <Badge variant="outline" color={TEXT.neutral}>
                  {optionItemLabel(category, locale)}
                </Badge>
              ) : null}
              {item.kind === 'annotation' ? (
                <Badge
                  variant="outline"
                  color={shared ? TEXT.positive : TEXT.neutral}
                  leftSection={shared ? <IconUsers size={12} aria-hidden /> : <IconLock size={12} aria-hidden />}
                >
                  {shared ? t('followUp.item.shared') : t('followUp.item.private')}
                </Badge>
              ) : null}
            </Group>
            <Title order={3} size="h4" id={`follow-up-${item.kind}-${item.id}`} style={{ overflowWrap: 'anywhere' }}>
              {item.title}
            </Title>
            <Text size="sm" c="dimmed">
              {formatDate(item.annotationDate)} · {t('followUp.item.by', { name: item.author.name })}
            </Text>
          </Stack>
          {item.canEdit && item.kind === 'annotation' ? (
            <Group gap="xs">
              <EntryButton
                icon={IconPencil}
                label={t('followUp.item.editLabel', { title: item.title })}
                onClick={() => onEdit(item)}
              >
                {t('followUp.item.edit')}
              </EntryButton>
              <EntryButton
                icon={IconTrash}
                negative
                label={t('followUp.item.deleteLabel', { title: item.title })}
                onClick={() => onDelete(item)}
              >
                {t('followUp.item.delete')}
              </EntryButton>
            </Group>
          ) : null}
          {item.canEdit && item.kind === 'feedback' ? (
            <EntryButton
              icon={IconPencil}
              label={t('followUp.feedback.editPlanLabel', { title: item.title })}
              onClick={() => onEdit(item)}
            >
              {t('followUp.feedback.editTitle')}
            </EntryButton>
          ) : null}
        </Group>
        <SafeHtml html={item.annotation} headingsUnder={3} style={{ overflowWrap: 'anywhere' }} />
        {item.kind === 'feedback' ? <Plan item={item} /> : null}
      </Stack>
    </Paper>
  );
}

/** One line of a history shown on the timeline (a mentorship's, an enrolment's): kind, what, when, who, why. */
function EventEntry({
  item,
  colour,
  text,
  ...data
}: {
  item: MentorshipItem | EnrolmentItem;
  colour: string;
  text: string;
  'data-enrolment-entry'?: true;
}) {
  const { t } = useTranslation();
  const { kind, at, actor, reason } = item;
  return (
    <Paper withBorder radius="md" p="sm" component="article" bg={SURFACE.subtle} {...data}>
      <Group gap="xs" wrap="wrap">
        <Badge variant="outline" color={colour}>
          {t(`followUp.kinds.${kind}`)}
        </Badge>
        <Text size="sm" fw={500}>
          {text}
        </Text>
        <Text size="sm" c="dimmed">
          {formatDate(at)}
          {actor ? ` · ${t('followUp.events.actor', { name: actor })}` : ''}
        </Text>
      </Group>
      {reason ? (
        <Text size="sm" c="dimmed" mt={4}>
          {t('followUp.events.reason', { reason })}
        </Text>
      ) : null}
    </Paper>
  );
}

function MentorshipEntry({ item }: { item: MentorshipItem }) {
  const { t } = useTranslation();
  const text =
    item.event === 'LINKED'
      ? t('followUp.events.LINKED', { mentor: item.mentorAfter ?? '' })
      : item.event === 'RELINKED'
        ? t('followUp.events.RELINKED', { before: item.mentorBefore ?? '', after: item.mentorAfter ?? '' })
        : t(`followUp.events.${item.event}`);
  return <EventEntry item={item} colour={TEXT.warning} text={text} />;
}

/** A change of one of the person's course enrolments, from the course's history. */
function EnrolmentEntry({ item, locale }: { item: EnrolmentItem; locale: Locale }) {
  const { t } = useTranslation();
  const status = (code: EnrolmentItem['toStatus'] | null) =>
    code ? optionLabel(ENROLMENT_STATUSES, code, locale) : '';
  const text = t(`followUp.enrolmentEvents.${item.event}`, {
    course: item.course,
    classe: item.classeAfter,
    before: item.classeBefore ?? '',
    from: status(item.fromStatus),
    to: status(item.toStatus),
  });
  return <EventEntry item={item} colour={TEXT.positive} text={text} data-enrolment-entry />;
}

export function TimelineEntry(props: {
  item: TimelineItem;
  categories: readonly OptionItem[];
  locale: Locale;
  onEdit: (item: WrittenItem) => void;
  onDelete: (item: WrittenItem) => void;
}) {
  const { item } = props;
  if (item.kind === 'mentorship') return <MentorshipEntry item={item} />;
  if (item.kind === 'enrolment') return <EnrolmentEntry item={item} locale={props.locale} />;
  return <WrittenEntry {...props} item={item} />;
}

export type { WrittenItem };
