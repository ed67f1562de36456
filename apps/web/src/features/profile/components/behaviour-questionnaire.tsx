import { Button, Group, Progress, Radio, Stack, Text } from '@mantine/core';
import {
  BEHAVIOURAL_TEST_INSTRUCTIONS,
  BEHAVIOURAL_TEST_ITEMS,
  type BehaviouralProfile,
} from '@ponte/shared/behavioural-test';
import type { Locale } from '@ponte/shared/locales';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { behaviouralTestQueryKey, submitBehaviouralTest } from '../api/behaviour-api.ts';

interface Props {
  publicId: string;
  onDone: () => void;
  onCancel: () => void;
}

const TOTAL = BEHAVIOURAL_TEST_ITEMS.length;

/**
 * One item at a time: a radio group of four adjectives (their order is fixed per item in the
 * shared questionnaire), a progress bar, and the answers sent only once every item has one.
 */
export function BehaviourQuestionnaire({ publicId, onDone, onCancel }: Props) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const queryClient = useQueryClient();
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<number, BehaviouralProfile>>({});
  const questionRef = useRef<HTMLDivElement>(null);

  const item = BEHAVIOURAL_TEST_ITEMS[index]!;
  const answered = Object.keys(answers).length;
  const complete = answered === TOTAL;
  const last = index === TOTAL - 1;

  // Moving between items puts the focus on the new question, so keyboard and screen reader users follow.
  const go = (next: number) => {
    setIndex(next);
    requestAnimationFrame(() => questionRef.current?.focus());
  };

  const mutation = useMutation({
    mutationFn: () =>
      submitBehaviouralTest(publicId, {
        answers: BEHAVIOURAL_TEST_ITEMS.map((entry) => ({ itemId: entry.id, profile: answers[entry.id]! })),
      }),
    onSuccess: async () => {
      notify(t('profileBehaviour.questionnaire.saved'), 'success', 'behaviour-saved');
      await queryClient.invalidateQueries({ queryKey: behaviouralTestQueryKey(publicId) });
      onDone();
    },
    onError: (error) => {
      if (isApiError(error) && error.handled) return;
      notify(t('profileBehaviour.questionnaire.saveFailed'), 'error', 'behaviour-failed');
    },
  });

  return (
    <form
      noValidate
      aria-label={t('profileBehaviour.questionnaire.title')}
      onSubmit={(event) => {
        event.preventDefault();
        if (complete) mutation.mutate();
      }}
    >
      <Stack gap="md">
        <Text size="sm">{BEHAVIOURAL_TEST_INSTRUCTIONS[locale]}</Text>
        <Stack gap={4}>
          <Text size="sm" aria-live="polite">
            {t('profileBehaviour.questionnaire.progress', { answered, total: TOTAL })}
          </Text>
          <Progress value={(answered / TOTAL) * 100} size="md" aria-hidden />
        </Stack>

        <div ref={questionRef} tabIndex={-1} style={{ outline: 'none' }}>
          <Radio.Group
            key={item.id}
            name={`behaviour-item-${item.id}`}
            value={answers[item.id] ?? null}
            onChange={(value) => setAnswers((current) => ({ ...current, [item.id]: value as BehaviouralProfile }))}
            label={t('profileBehaviour.questionnaire.question', { number: index + 1, total: TOTAL })}
            description={t('profileBehaviour.questionnaire.questionPrompt')}
          >
            <Stack gap="sm" mt="sm">
              {item.options.map((option) => (
                <Radio key={option.profile} value={option.profile} label={option.label[locale]} />
              ))}
            </Stack>
          </Radio.Group>
        </div>

        {last && !complete && (
          <Text size="sm" c="dimmed">
            {t('profileBehaviour.questionnaire.unanswered')}
          </Text>
        )}

        <Group justify="space-between" gap="sm">
          <Button variant="subtle" color="gray" c="dimmed" onClick={onCancel}>
            {t('profileBehaviour.questionnaire.cancel')}
          </Button>
          <Group gap="sm">
            <Button variant="default" onClick={() => go(index - 1)} disabled={index === 0}>
              {t('profileBehaviour.questionnaire.previous')}
            </Button>
            {last ? (
              <Button type="submit" disabled={!complete} loading={mutation.isPending}>
                {t('profileBehaviour.questionnaire.submit')}
              </Button>
            ) : (
              <Button onClick={() => go(index + 1)} disabled={answers[item.id] === undefined}>
                {t('profileBehaviour.questionnaire.next')}
              </Button>
            )}
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
