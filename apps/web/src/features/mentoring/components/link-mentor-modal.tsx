import {
  Alert,
  Badge,
  Group,
  Loader,
  Paper,
  Radio,
  ScrollArea,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import type { MentorCard, MentorshipRequest } from '@ponte/shared/mentoring.schema';
import { MENTOR_AREA_IDS } from '@ponte/shared/options.schema';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WRAPPING_BADGE } from '@/components/badge-styles';
import { FormActions } from '@/components/form-actions';
import { HeadingModal } from '@/components/heading-modal';
import { isApiError } from '@/lib/api-client';
import { useIsMobile } from '@/lib/media';
import { notify } from '@/lib/notify';
import { SURFACE, TEXT } from '@/lib/semantic-colours';
import { type MentorSearch, searchMentors, suggestionsQuery, useLinkMentor } from '../api/mentoring-api.ts';
import { useMentorAreas } from './mentoring-labels.ts';
import { PersonCard } from './person-card.tsx';

type AreaChoice = 'all' | 'technical' | 'nonTechnical';

/** Spec §7: the mentor area filter maps technical to code 28, otherwise 27; 'Todos' clears it. */
function areaCode(choice: AreaChoice): number | null {
  if (choice === 'all') return null;
  return choice === 'technical' ? MENTOR_AREA_IDS.technical : MENTOR_AREA_IDS.behavioural;
}

/** A mentor may be both suggested and found: each list gets its own radio values. */
function MentorOption({ mentor, list, extra }: { mentor: MentorCard; list: 'suggested' | 'found'; extra?: ReactNode }) {
  const { t } = useTranslation();
  const areas = useMentorAreas();
  const full = mentor.load >= mentor.capacity;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="mentor-option">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <PersonCard person={mentor}>
          <Group gap={4} mt={4}>
            {mentor.mentorAreas.map((id) => (
              <Badge key={id} variant="light" color="gray" c={TEXT.body} size="sm" styles={WRAPPING_BADGE}>
                {areas.label(id)}
              </Badge>
            ))}
          </Group>
          {mentor.skills.length > 0 && (
            <Text size="xs" c="dimmed" mt={4}>
              {t('mentoring.link.skills')}: {mentor.skills.join(', ')}
            </Text>
          )}
          {extra}
        </PersonCard>
        <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
          <Radio value={`${list}:${mentor.userId}`} aria-label={`${mentor.firstName} ${mentor.lastName}`} />
          <Text size="xs" fw={600} c={full ? TEXT.negative : TEXT.body}>
            {t('mentoring.link.load', { load: mentor.load, capacity: mentor.capacity })}
          </Text>
          <Badge size="sm" variant="light" color={mentor.available ? 'green' : 'gray'} c={TEXT.body}>
            {t(mentor.available ? 'mentoring.link.available' : 'mentoring.link.unavailable')}
          </Badge>
        </Stack>
      </Group>
    </Paper>
  );
}

/**
 * The mentor-linking dialog (spec §2, §4, §7, §8): ranked suggestions, a search that runs on Enter
 * and shows 'Resultado: N mentores', a current mentor on a relink, a link button disabled until a
 * mentor is ticked, and a confirmation past the mentor's capacity.
 */
export function LinkMentorModal({ request, onClose }: { request: MentorshipRequest; onClose: () => void }) {
  const { t } = useTranslation();
  const areaId = useId();
  const mobile = useIsMobile();
  const name = `${request.user.firstName} ${request.user.lastName}`;
  const [text, setText] = useState('');
  const [skills, setSkills] = useState('');
  const [area, setArea] = useState<AreaChoice>('all');
  const [includeUnavailable, setIncludeUnavailable] = useState(false);
  const [submitted, setSubmitted] = useState<MentorSearch>({
    search: '',
    areaMentoring: null,
    skills: [],
    includeUnavailable: false,
  });
  const [chosen, setChosen] = useState<string | null>(null);
  const [confirmingOver, setConfirmingOver] = useState(false);

  const submit = (overrides: Partial<MentorSearch> = {}) =>
    setSubmitted({
      search: text.trim(),
      areaMentoring: areaCode(area),
      skills: skills
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
      includeUnavailable,
      ...overrides,
    });

  const mentors = useQuery({
    queryKey: ['mentoring', 'mentors', submitted] as const,
    queryFn: ({ signal }) => searchMentors(submitted, signal),
    retry: false,
  });
  const suggestions = useQuery(suggestionsQuery(request.id));
  useEffect(() => {
    if (mentors.error && !(isApiError(mentors.error) && mentors.error.handled)) {
      notify(t('mentoring.loadFailed'), 'error', 'mentor-search');
    }
  }, [mentors.error, t]);

  const link = useLinkMentor();
  const everyMentor = [...(suggestions.data?.map((s) => s.mentor) ?? []), ...(mentors.data ?? [])];
  const chosenId = chosen ? Number(chosen.split(':')[1]) : null;
  const chosenMentor = everyMentor.find((m) => m.userId === chosenId) ?? null;

  const doLink = () => {
    if (!chosenMentor) return;
    if (chosenMentor.load >= chosenMentor.capacity && !confirmingOver) {
      setConfirmingOver(true);
      return;
    }
    link.mutate(
      { mentorId: chosenMentor.userId, solicitationId: request.id },
      {
        onSuccess: () => {
          notify(t('mentoring.link.success'), 'success');
          onClose();
        },
        onError: (error) => {
          if (!(isApiError(error) && error.handled)) notify(t('mentoring.link.failed'), 'error');
        },
      },
    );
  };

  const count = mentors.data?.length ?? 0;
  return (
    <HeadingModal onClose={onClose} size="xl" title={t('mentoring.link.title', { name })} fullScreen={mobile}>
      <Radio.Group
        value={chosen}
        onChange={(value) => {
          setChosen(value);
          setConfirmingOver(false);
        }}
        aria-label={t('mentoring.link.mentors')}
      >
        <Stack gap="md">
          {request.mentor && (
            <Stack gap={4}>
              <Text fw={600} size="sm">
                {t('mentoring.link.current')}
              </Text>
              <Paper withBorder radius="md" p="sm" bg={SURFACE.subtle} data-testid="current-mentor">
                <PersonCard person={request.mentor} />
              </Paper>
            </Stack>
          )}

          {(suggestions.data?.length ?? 0) > 0 && (
            <Stack gap="xs" component="section" aria-label={t('mentoring.link.suggestions')}>
              <Text fw={600} size="sm">
                {t('mentoring.link.suggestions')}
              </Text>
              {suggestions.data?.map((s) => (
                <MentorOption
                  key={`s-${s.mentor.userId}`}
                  mentor={s.mentor}
                  list="suggested"
                  extra={
                    <Group gap={4} mt={6}>
                      <Badge size="sm" color="blue.9" variant="filled">
                        {t('mentoring.link.score', { score: s.score })}
                      </Badge>
                      {s.reasons.map((r) => (
                        <Badge key={r.kind} size="sm" variant="outline" color="blue" c={TEXT.info}>
                          {t(`mentoring.link.reasons.${r.kind}`)}
                          {r.detail.length > 0 ? `: ${r.detail.slice(0, 3).join(', ')}` : ''}
                        </Badge>
                      ))}
                    </Group>
                  }
                />
              ))}
            </Stack>
          )}

          <Stack gap="xs">
            <Group align="flex-end" gap="sm" wrap="wrap">
              <TextInput
                label={t('mentoring.link.search')}
                description={t('mentoring.link.searchHint')}
                leftSection={<IconSearch size={16} aria-hidden />}
                value={text}
                onChange={(e) => setText(e.currentTarget.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    submit();
                  }
                }}
                maxLength={100}
                type="search"
                style={{ flex: '1 1 220px' }}
              />
              <TextInput
                label={t('mentoring.link.skills')}
                placeholder={t('mentoring.link.skillsPlaceholder')}
                value={skills}
                onChange={(e) => setSkills(e.currentTarget.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    submit();
                  }
                }}
                maxLength={300}
                style={{ flex: '1 1 180px' }}
              />
            </Group>
            <Group gap="md" wrap="wrap">
              <Stack gap={4}>
                <Text size="sm" fw={500} id={areaId}>
                  {t('mentoring.link.area')}
                </Text>
                <SegmentedControl
                  aria-labelledby={areaId}
                  value={area}
                  onChange={(value) => {
                    const next = value as AreaChoice;
                    setArea(next);
                    submit({ areaMentoring: areaCode(next) });
                  }}
                  data={[
                    { value: 'all', label: t('mentoring.link.all') },
                    { value: 'technical', label: t('mentoring.link.technical') },
                    { value: 'nonTechnical', label: t('mentoring.link.nonTechnical') },
                  ]}
                />
              </Stack>
              <Switch
                label={t('mentoring.link.includeUnavailable')}
                checked={includeUnavailable}
                onChange={(e) => {
                  const next = e.currentTarget.checked;
                  setIncludeUnavailable(next);
                  submit({ includeUnavailable: next });
                }}
              />
            </Group>
          </Stack>

          <Group gap="xs" aria-live="polite">
            {mentors.isFetching && <Loader size="xs" role="status" aria-label={t('common.loading')} />}
            {mentors.isSuccess && (
              <Text fw={600} data-testid="mentor-result-count">
                {t('mentoring.link.result', { count })}
              </Text>
            )}
          </Group>
          {mentors.isSuccess && count === 0 && <Text c="dimmed">{t('mentoring.link.noMentors')}</Text>}
          <ScrollArea.Autosize mah={420} type="auto">
            <Stack gap="xs">
              {mentors.data?.map((m) => (
                <MentorOption key={m.userId} mentor={m} list="found" />
              ))}
            </Stack>
          </ScrollArea.Autosize>

          {confirmingOver && chosenMentor && (
            <Alert color="yellow" role="alert" c={TEXT.body}>
              {t('mentoring.link.overCapacity', {
                name: chosenMentor.firstName,
                load: chosenMentor.load,
                capacity: chosenMentor.capacity,
              })}
            </Alert>
          )}
          <FormActions
            submitLabel={confirmingOver ? t('mentoring.link.confirmOver') : t('mentoring.link.submit')}
            onSubmit={doLink}
            onCancel={onClose}
            cancelLabel={t('mentoring.link.cancel')}
            disabled={!chosenMentor}
            loading={link.isPending}
          />
        </Stack>
      </Radio.Group>
    </HeadingModal>
  );
}
