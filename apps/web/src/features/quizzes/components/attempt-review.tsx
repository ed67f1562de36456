import { Alert, Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { optionLabel } from '@ponte/shared/enum-options';
import { type Attempt, LIKERT_POINTS, type ReviewQuestion } from '@ponte/shared/quizzes.schema';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CardList } from '@/components/card-list';
import { SafeHtml } from '@/components/safe-html';
import { SectionCard } from '@/components/section-card';
import { StatusBadge, type StatusTone } from '@/components/status-badge';
import { currentLocale } from '@/lib/i18n';
import { TEXT } from '@/lib/semantic-colours';
import { LibrasLink } from './libras-link.tsx';
import { formatDateTime, formatPercent } from './quiz-labels.tsx';

const OUTCOME_TONES: Record<NonNullable<ReviewQuestion['outcome']>, StatusTone> = {
  full: 'positive',
  partial: 'warning',
  wrong: 'negative',
  pending: 'neutral',
  unscored: 'neutral',
};

/** How an option of a marked question is labelled beside it. */
const VERDICTS = {
  right: { color: TEXT.positive, Icon: IconCheck, label: 'quizzes.review.correctOption' },
  wrong: { color: TEXT.negative, Icon: IconX, label: 'quizzes.review.wrongOption' },
} as const;

function AnswerText({ question }: { question: ReviewQuestion }) {
  const { t } = useTranslation();
  const a = question.answer;
  if (!a) return <Text c="dimmed">{t('quizzes.review.noAnswer')}</Text>;
  if ('optionIds' in a) return null; // shown on the options themselves
  if ('bool' in a) return <Text>{a.bool ? t('quizzes.take.true') : t('quizzes.take.false')}</Text>;
  if ('likert' in a)
    return <Text>{`${a.likert} — ${optionLabel(LIKERT_POINTS, String(a.likert) as '1', currentLocale())}`}</Text>;
  if ('number' in a) return <Text>{new Intl.NumberFormat(currentLocale()).format(a.number)}</Text>;
  return (
    <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-answer-text>
      {a.text}
    </Text>
  );
}

function CorrectText({ question }: { question: ReviewQuestion }) {
  const { t } = useTranslation();
  const c = question.correct;
  if (!c) return null;
  let text: string | null = null;
  if (c.bool !== undefined) text = c.bool ? t('quizzes.take.true') : t('quizzes.take.false');
  else if (c.accepted) text = c.accepted.join(' · ');
  else if (c.numericValue !== undefined)
    text = c.tolerance
      ? t('quizzes.review.numericWithin', { value: c.numericValue, tolerance: c.tolerance })
      : String(c.numericValue);
  if (text === null) return null;
  return (
    <Text size="sm">
      <Text span fw={600} size="sm">
        {t('quizzes.review.rightAnswer')}
      </Text>{' '}
      {text}
    </Text>
  );
}

function ReviewItem({ question, index }: { question: ReviewQuestion; index: number }) {
  const { t } = useTranslation();
  const chosen = question.answer && 'optionIds' in question.answer ? question.answer.optionIds : [];
  const right = question.correct?.optionIds;
  return (
    <Paper withBorder radius="md" p="md" component="li" data-review-question={question.position}>
      <Stack gap="xs">
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Title order={3} size="h5">
            {t('quizzes.take.questionOf', { n: index + 1 })}
          </Title>
          <Group gap="xs">
            {question.outcome ? (
              <StatusBadge tone={OUTCOME_TONES[question.outcome]} data-outcome={question.outcome}>
                {t(`quizzes.review.outcome.${question.outcome}`)}
              </StatusBadge>
            ) : null}
            {question.earned !== undefined && question.earned !== null ? (
              <Text size="sm" c="dimmed">
                {t('quizzes.review.earned', { earned: question.earned, points: question.points })}
              </Text>
            ) : null}
          </Group>
        </Group>
        <LibrasLink url={question.librasUrl} />
        <SafeHtml html={question.stem} />
        {question.options.length > 0 ? (
          <List spacing={4} listStyleType="none" withPadding={false}>
            {question.options.map((o) => {
              const mine = chosen.includes(o.id);
              // A wrong mark only on the option the person chose; the right one is marked whoever chose it.
              const verdict = right?.includes(o.id) ? VERDICTS.right : right && mine ? VERDICTS.wrong : null;
              return (
                <List.Item key={o.id} data-review-option={o.id}>
                  <Group gap="xs" wrap="nowrap" align="flex-start">
                    <Text span fw={mine ? 700 : 400} size="sm" style={{ flex: 1 }}>
                      <SafeHtml html={o.html} />
                    </Text>
                    {mine ? (
                      <Badge variant="outline" color={TEXT.body} size="sm">
                        {t('quizzes.review.yourChoice')}
                      </Badge>
                    ) : null}
                    {verdict ? (
                      <Badge
                        variant="outline"
                        color={verdict.color}
                        size="sm"
                        leftSection={<verdict.Icon size={12} aria-hidden />}
                      >
                        {t(verdict.label)}
                      </Badge>
                    ) : null}
                  </Group>
                </List.Item>
              );
            })}
          </List>
        ) : (
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              {t('quizzes.review.yourAnswer')}
            </Text>
            <AnswerText question={question} />
          </Stack>
        )}
        <CorrectText question={question} />
        {question.feedback ? (
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              {t('quizzes.review.feedback')}
            </Text>
            <SafeHtml html={question.feedback} />
          </Stack>
        ) : null}
        {question.graderComment ? (
          <Text size="sm">
            <Text span fw={600} size="sm">
              {t('quizzes.review.graderComment')}
            </Text>{' '}
            {question.graderComment}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** What the taker sees once an attempt is submitted: what the quiz's review option lets the server send. */
export function AttemptReview({ attempt, notice }: { attempt: Attempt; notice?: string | null }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" data-testid="attempt-review">
      {notice ? (
        <Alert color="yellow" variant="light" role="status" data-deadline-notice>
          <Text c={TEXT.body}>{notice}</Text>
        </Alert>
      ) : attempt.expired ? (
        <Alert color="yellow" variant="light" data-deadline-notice>
          <Text c={TEXT.body}>{t('quizzes.errors.deadlinePassed')}</Text>
        </Alert>
      ) : null}
      <SectionCard title={t('quizzes.review.title', { n: attempt.number })} gap="xs">
        {attempt.submittedAt ? (
          <Text size="sm" c="dimmed">
            {t('quizzes.review.submittedAt', { when: formatDateTime(attempt.submittedAt) })}
          </Text>
        ) : null}
        {attempt.purpose === 'survey' ? (
          <Text>{t('quizzes.review.thanks')}</Text>
        ) : attempt.awaitingGrading ? (
          <Text data-score="pending">{t('quizzes.review.awaitingGrading')}</Text>
        ) : attempt.percent !== null ? (
          <Group gap="sm" align="baseline">
            <Text size="xl" fw={700} data-score={attempt.percent}>
              {t('quizzes.review.score', { percent: formatPercent(attempt.percent) })}
            </Text>
            {attempt.passed !== null ? (
              <StatusBadge tone={attempt.passed ? 'positive' : 'negative'}>
                {attempt.passed ? t('quizzes.review.passed') : t('quizzes.review.failed')}
              </StatusBadge>
            ) : null}
          </Group>
        ) : null}
        {attempt.bandMessage ? <Text data-band-message>{attempt.bandMessage}</Text> : null}
      </SectionCard>
      {attempt.review !== 'score' && attempt.questions.length > 0 ? (
        <CardList ordered>
          {attempt.questions.map((q, i) => (
            <ReviewItem key={q.position} question={q} index={i} />
          ))}
        </CardList>
      ) : null}
    </Stack>
  );
}
