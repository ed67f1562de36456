import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Group, NumberInput, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { readOnlyProfilePath } from '@ponte/shared/permissions';
import { type GradingItem, gradeRequestSchema, QUIZ_COMMENT_MAX } from '@ponte/shared/quizzes.schema';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { CardList } from '@/components/card-list';
import { FormActions } from '@/components/form-actions';
import { ListBody } from '@/components/list-body';
import { SafeHtml } from '@/components/safe-html';
import { applyServerFieldErrors, fieldErrorText } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { SURFACE } from '@/lib/semantic-colours';
import { gradeAnswer, gradingQueueQuery, QUIZZES_KEY } from '../api/quizzes-api.ts';
import { formatDateTime } from './quiz-labels.tsx';

interface FormValues {
  points: number | '';
  comment: string;
}

const resolver = zodResolver(gradeRequestSchema) as unknown as Resolver<FormValues>;

function GradeForm({ item }: { item: GradingItem }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const headingId = useId();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<FormValues>({
    resolver,
    defaultValues: { points: item.points ?? '', comment: item.comment ?? '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const points = Number(values.points);
    if (points > item.maxPoints) {
      form.setError('points', {
        type: 'server',
        message: t('quizzes.validation.pointsRange', { max: item.maxPoints }),
      });
      return;
    }
    try {
      await gradeAnswer(item.attemptId, item.position, { points, comment: values.comment || null });
      notify(t('quizzes.grading.saved'), 'success', 'answer-graded');
      await queryClient.invalidateQueries({ queryKey: QUIZZES_KEY });
    } catch (error) {
      if (applyServerFieldErrors(error, form.setError, ['points', 'comment'])) return;
      setFailure(error);
    }
  });

  const pointsError = errors.points
    ? errors.points.type === 'server'
      ? errors.points.message
      : t('quizzes.validation.pointsRange', { max: item.maxPoints })
    : undefined;

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="li"
      aria-labelledby={headingId}
      data-grading-item={`${item.attemptId}:${item.position}`}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Stack gap={2}>
            <Title order={2} size="h5" id={headingId} style={{ overflowWrap: 'anywhere' }}>
              {item.quizTitle} — {t('quizzes.take.questionOf', { n: item.position + 1 })}
            </Title>
            <Text size="sm" c="dimmed">
              <Anchor component={Link} to={readOnlyProfilePath(item.person.publicId)} size="sm" underline="always">
                {item.person.name}
              </Anchor>
              {' · '}
              {t('quizzes.grading.submittedAt', { when: formatDateTime(item.submittedAt) })}
            </Text>
          </Stack>
          <SafeHtml html={item.stem} />
          <Paper bg={SURFACE.subtle} p="sm" radius="sm">
            <Text size="sm" fw={600}>
              {t('quizzes.grading.answer')}
            </Text>
            <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-grading-answer>
              {item.answer}
            </Text>
          </Paper>
          <Group align="flex-start" gap="md" wrap="wrap">
            <Controller
              control={form.control}
              name="points"
              render={({ field }) => (
                <NumberInput
                  label={t('quizzes.grading.points', { max: item.maxPoints })}
                  value={field.value}
                  onChange={(v) => field.onChange(typeof v === 'number' ? v : '')}
                  onBlur={field.onBlur}
                  min={0}
                  max={item.maxPoints}
                  step={0.5}
                  decimalScale={2}
                  error={pointsError}
                  withAsterisk
                  style={{ flex: '0 1 200px' }}
                />
              )}
            />
            <Textarea
              label={t('quizzes.grading.comment')}
              autosize
              minRows={2}
              maxLength={QUIZ_COMMENT_MAX}
              {...form.register('comment')}
              error={fieldErrorText(errors.comment)}
              style={{ flex: '1 1 260px' }}
            />
          </Group>
          <ApiErrorAlert error={failure} />
          <FormActions submitLabel={t('quizzes.grading.save')} loading={isSubmitting} />
        </Stack>
      </form>
    </Paper>
  );
}

/** Open answers waiting for the caller's grade (issue 14 §1): 0 to the question's maximum, with a comment. */
export function GradingQueue() {
  const { t } = useTranslation();
  const queue = useQuery(gradingQueueQuery);
  const items = queue.data?.items ?? [];
  return (
    <Stack gap="md">
      <Text c="dimmed">{t('quizzes.grading.intro')}</Text>
      <ListBody
        isPending={queue.isPending}
        isError={queue.isError}
        isEmpty={items.length === 0}
        errorText={t('quizzes.grading.loadFailed')}
        emptyText={t('quizzes.grading.empty')}
      >
        <Text size="sm" c="dimmed" role="status">
          {t('quizzes.grading.waiting', { count: items.length })}
        </Text>
        <CardList gap="md" mt="xs">
          {items.map((item) => (
            <GradeForm key={`${item.attemptId}:${item.position}`} item={item} />
          ))}
        </CardList>
      </ListBody>
    </Stack>
  );
}
