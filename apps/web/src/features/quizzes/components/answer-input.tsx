import { Checkbox, Group, NumberInput, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import { optionLabel } from '@ponte/shared/enum-options';
import {
  type AnswerValue,
  LIKERT_POINTS,
  QUIZ_OPEN_ANSWER_MAX,
  QUIZ_SHORT_ANSWER_MAX,
  type TakerQuestion,
} from '@ponte/shared/quizzes.schema';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '@/components/safe-html';
import { currentLocale } from '@/lib/i18n';

interface Props {
  question: TakerQuestion;
  /** The question's stem, the label every kind of input carries (its accessible name). */
  label: ReactNode;
  value: AnswerValue | null;
  onChange: (value: AnswerValue | null) => void;
  readOnly?: boolean;
}

const labelProps = { style: { fontWeight: 400, fontSize: 'var(--mantine-font-size-md)', width: '100%' } };

/** Whether an answer was given at all (progress, the confirmation before submitting). */
export function isAnswered(value: AnswerValue | null | undefined): boolean {
  if (!value) return false;
  if ('optionIds' in value) return value.optionIds.length > 0;
  if ('text' in value) return value.text.trim() !== '';
  return true;
}

/**
 * The input of one question, by its type (issue 14 §1): native radios and checkboxes (arrow keys and
 * space), text, number and text area, so the whole quiz is usable by keyboard.
 */
export function AnswerInput({ question, label, value, onChange, readOnly = false }: Props) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const common = { label, labelProps, readOnly, disabled: readOnly } as const;

  switch (question.type) {
    case 'single':
      return (
        <Radio.Group
          {...common}
          value={value && 'optionIds' in value ? (value.optionIds[0] ?? '') : ''}
          onChange={(id) => onChange({ optionIds: [id] })}
        >
          <Stack gap="sm" mt="sm">
            {question.options.map((o) => (
              <Radio key={o.id} value={o.id} label={<SafeHtml html={o.html} />} data-option={o.id} />
            ))}
          </Stack>
        </Radio.Group>
      );
    case 'multiple':
      return (
        <Checkbox.Group
          {...common}
          description={t('quizzes.take.chooseAll')}
          value={value && 'optionIds' in value ? value.optionIds : []}
          onChange={(ids) => onChange({ optionIds: ids })}
        >
          <Stack gap="sm" mt="sm">
            {question.options.map((o) => (
              <Checkbox key={o.id} value={o.id} label={<SafeHtml html={o.html} />} data-option={o.id} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    case 'trueFalse':
      return (
        <Radio.Group
          {...common}
          value={value && 'bool' in value ? String(value.bool) : ''}
          onChange={(v) => onChange({ bool: v === 'true' })}
        >
          <Group gap="lg" mt="sm">
            <Radio value="true" label={t('quizzes.take.true')} />
            <Radio value="false" label={t('quizzes.take.false')} />
          </Group>
        </Radio.Group>
      );
    case 'likert':
      return (
        <Radio.Group
          {...common}
          value={value && 'likert' in value ? String(value.likert) : ''}
          onChange={(v) => onChange({ likert: Number(v) })}
        >
          <Stack gap="xs" mt="sm">
            {LIKERT_POINTS.map((p) => (
              <Radio
                key={p.value}
                value={p.value}
                label={`${p.value} — ${optionLabel(LIKERT_POINTS, p.value, locale)}`}
              />
            ))}
          </Stack>
        </Radio.Group>
      );
    case 'shortText':
      return (
        <TextInput
          {...common}
          disabled={false}
          maxLength={QUIZ_SHORT_ANSWER_MAX}
          value={value && 'text' in value ? value.text : ''}
          onChange={(e) => {
            const text = e.currentTarget.value;
            onChange(text === '' ? null : { text });
          }}
          autoComplete="off"
        />
      );
    case 'numeric':
      return (
        <NumberInput
          {...common}
          disabled={false}
          decimalSeparator={locale === 'pt-BR' ? ',' : '.'}
          allowedDecimalSeparators={[',', '.']}
          hideControls
          inputMode="decimal"
          value={value && 'number' in value ? value.number : ''}
          onChange={(n) => onChange(typeof n === 'number' && Number.isFinite(n) ? { number: n } : null)}
          style={{ maxWidth: 240 }}
        />
      );
    case 'open':
      return (
        <Textarea
          {...common}
          disabled={false}
          autosize
          minRows={4}
          maxRows={14}
          maxLength={QUIZ_OPEN_ANSWER_MAX}
          value={value && 'text' in value ? value.text : ''}
          onChange={(e) => {
            const text = e.currentTarget.value;
            onChange(text === '' ? null : { text });
          }}
        />
      );
  }
}
