import {
  Anchor,
  Avatar,
  Badge,
  Button,
  Collapse,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { optionLabel } from '@ponte/shared/enum-options';
import type { Locale } from '@ponte/shared/locales';
import type { MentorshipRequest } from '@ponte/shared/mentoring.schema';
import { readOnlyProfilePath } from '@ponte/shared/permissions';
import { SHIFTS } from '@ponte/shared/profile-enums';
import { IconChevronDown } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WRAPPING_BADGE } from '@/components/badge-styles';
import { formatDate } from '@/lib/format';
import { useProfileLinkState } from '@/lib/profile-origin';
import { FILLED, TEXT } from '@/lib/semantic-colours';
import { useTenant } from '@/lib/tenant';
import { daysSince, useMentorAreas, waitingTooLong } from './mentoring-labels.ts';
import { PersonCard, photoUrl } from './person-card.tsx';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" fw={600} c="dimmed" tt="uppercase">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** "há 12 dias", highlighted past the waiting alert (issue 11). */
export function RequestAge({ since, highlight }: { since: string; highlight: boolean }) {
  const { t } = useTranslation();
  const days = daysSince(since);
  const text = days === 0 ? t('mentoring.age.today') : t('mentoring.age.days', { count: days });
  return (
    <Badge
      variant={highlight ? 'filled' : 'light'}
      color={highlight ? FILLED.negative : 'gray'}
      c={highlight ? 'white' : TEXT.body}
    >
      {text}
    </Badge>
  );
}

/**
 * A mentorship request as a card that expands and collapses (spec §2): the person's name to their
 * read-only profile, the date asked with its age, the area; expanded, the objective, the period
 * (asid only), the mentor and the dates. `actions` are the buttons the server allows.
 */
export function RequestCard({ request, actions }: { request: MentorshipRequest; actions?: ReactNode }) {
  const { t, i18n } = useTranslation();
  // The profile's way back to this screen (lib/profile-origin.ts).
  const profileLinkState = useProfileLinkState();
  const tenant = useTenant();
  const areas = useMentorAreas();
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const name = `${request.user.firstName} ${request.user.lastName}`;
  const waiting = request.status === 'AGUARDANDO';
  const ended = request.status === 'CONCLUIDA' || request.status === 'CANCELADA';
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={name} data-testid="request-card">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <Avatar src={photoUrl(request.user.photo)} alt="" radius="xl" color="blue.9" variant="filled" name={name} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Anchor component={Link} to={readOnlyProfilePath(request.user.publicId)} state={profileLinkState} fw={600}>
              {request.user.firstName}
            </Anchor>
            <Group gap={6} wrap="wrap">
              <Text size="sm" c="dimmed">
                {formatDate(request.creationDate)}
              </Text>
              {!ended && (
                <RequestAge since={request.creationDate} highlight={waiting && waitingTooLong(request.creationDate)} />
              )}
              <Badge variant="light" color="blue" c={TEXT.info} styles={WRAPPING_BADGE}>
                {areas.label(request.areaOptions)}
              </Badge>
              {ended && (
                <Badge variant="light" color={request.status === 'CONCLUIDA' ? 'green' : 'gray'} c={TEXT.body}>
                  {t(`mentoring.status.${request.status}`)}
                </Badge>
              )}
            </Group>
          </Stack>
        </Group>
        <Group gap="xs">
          {actions}
          <UnstyledButton
            onClick={() => setOpen((o) => !o)}
            aria-expanded={open}
            aria-controls={bodyId}
            aria-label={t('mentoring.requests.details', { name: request.user.firstName })}
            p={6}
            style={{ borderRadius: 6, display: 'flex' }}
          >
            <IconChevronDown
              size={20}
              aria-hidden
              style={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
            />
          </UnstyledButton>
        </Group>
      </Group>
      <Collapse expanded={open} id={bodyId}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mt="md">
          <Field label={t('mentoring.fields.objective')}>{request.objective}</Field>
          {tenant.features.mentoringPeriod && request.period && (
            <Field label={t('mentoring.fields.period')}>
              {optionLabel(SHIFTS, request.period, i18n.language as Locale)}
            </Field>
          )}
          {request.linkedAt && <Field label={t('mentoring.fields.linkedOn')}>{formatDate(request.linkedAt)}</Field>}
          {request.endedAt && <Field label={t('mentoring.fields.endedOn')}>{formatDate(request.endedAt)}</Field>}
          {request.endReason && <Field label={t('mentoring.fields.reason')}>{request.endReason}</Field>}
          {request.closingNote && <Field label={t('mentoring.fields.closingNote')}>{request.closingNote}</Field>}
        </SimpleGrid>
        {request.mentor && (
          <Stack gap={4} mt="md">
            <Text size="xs" fw={600} c="dimmed" tt="uppercase">
              {t('mentoring.fields.mentor')}
            </Text>
            <PersonCard person={request.mentor} />
          </Stack>
        )}
      </Collapse>
    </Paper>
  );
}

/** Link and cancel buttons for a waiting-list card, as the server allows them. */
export function RequestActions({
  request,
  onLink,
  onCancel,
}: {
  request: MentorshipRequest;
  onLink: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {request.actions.link && (
        <Button size="xs" onClick={onLink}>
          {request.mentor ? t('mentoring.requests.relink') : t('mentoring.requests.link')}
        </Button>
      )}
      {request.actions.cancel && (
        <Button size="xs" variant="default" onClick={onCancel}>
          {t('mentoring.my.cancel')}
        </Button>
      )}
    </>
  );
}
