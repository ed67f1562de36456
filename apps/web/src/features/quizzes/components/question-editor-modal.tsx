import { Alert, Button, Checkbox, Group, Modal, Paper, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  type BankQuestion,
  QUESTION_TYPES,
  QUIZ_ACCEPTED_MAX,
  QUIZ_OPTIONS_MAX,
  QUIZ_POINTS_MAX,
  QUIZ_SKILLS_MAX,
  questionRequestSchema,
} from '@ponte/shared/quizzes.schema';
import { IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { type Control, Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ControlledEnumSelect } from '@/components/controlled-enum-select';
import { ControlledIdSelect } from '@/components/controlled-id-select';
import { ControlledNumberInput } from '@/components/controlled-number-input';
import { ControlledTagsInput } from '@/components/controlled-tags-input';
import { FormActions } from '@/components/form-actions';
import { FormAlert } from '@/components/form-alert';
import { ControlledRichTextField, LazyRichTextField } from '@/components/lazy-rich-text-field';
import { ListFieldError } from '@/components/list-field-error';
import { AddRowButton, RowAction } from '@/components/row-action';
import { isApiError } from '@/lib/api-client';
import { applyServerFieldErrors, fieldErrorText } from '@/lib/form-errors';
import { useIsMobile } from '@/lib/media';
import { notify } from '@/lib/notify';
import { TEXT } from '@/lib/semantic-colours';
import { useTenant } from '@/lib/tenant';
import { categoriesQuery, createCategory, QUIZZES_KEY, saveQuestion, uploadQuizImage } from '../api/quizzes-api.ts';
import {
  type QuestionFormValues as FormValues,
  toQuestionFormValues,
  toQuestionRequest,
} from './question-form-values.ts';
import { DANGER } from './quiz-labels.tsx';
import { requestResolver } from './request-resolver.ts';
import { useRows } from './use-rows.ts';

// The editor (Tiptap) comes when a question opens, not with the quiz screens.

/** Only asid offers a Libras video per question (the API refuses the field elsewhere with a 400). */
const LIBRAS_TENANTS: readonly string[] = ['asid'];

const FIELDS = [
  'type',
  'categoryId',
  'stem',
  'options',
  'correctAnswer',
  'accepted',
  'numericValue',
  'tolerance',
  'points',
  'feedback',
  'librasUrl',
  'skills',
] as const;

function CategoryField({
  control,
  onCreated,
  error,
}: {
  control: Control<FormValues>;
  /** A category added here is chosen at once. */
  onCreated: (id: number) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const categories = useQuery(categoriesQuery);
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState('');
  const [saving, setSaving] = useState(false);
  const [addError, setAddError] = useState<string | null>(null);

  const add = async () => {
    setSaving(true);
    setAddError(null);
    try {
      const created = await createCategory({ name });
      await queryClient.invalidateQueries({ queryKey: categoriesQuery.queryKey });
      onCreated(created.id);
      setAdding(false);
      setName('');
    } catch (e) {
      setAddError(
        isApiError(e)
          ? (e.fields.name ?? e.message ?? t('quizzes.bank.categoryFailed'))
          : t('quizzes.bank.categoryFailed'),
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap={6}>
      <ControlledIdSelect
        control={control}
        name="categoryId"
        label={t('quizzes.bank.category')}
        placeholder={t('quizzes.bank.noCategory')}
        data={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
        clearable
        clearButtonProps={{ 'aria-label': t('quizzes.bank.clearCategory') }}
        searchable
        error={error}
        nothingFoundMessage={t('quizzes.bank.noCategories')}
      />
      {adding ? (
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label={t('quizzes.bank.newCategoryName')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={120}
            error={addError}
            style={{ flex: 1 }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                void add();
              }
            }}
          />
          <Button onClick={() => void add()} loading={saving} disabled={name.trim() === ''}>
            {t('quizzes.bank.addCategory')}
          </Button>
        </Group>
      ) : (
        <Button variant="subtle" size="compact-sm" w="fit-content" onClick={() => setAdding(true)}>
          {t('quizzes.bank.newCategory')}
        </Button>
      )}
    </Stack>
  );
}

/**
 * A question of the bank, new or edited (issue 14 §1): the seven types, stem, options and feedback in the
 * rich-text editor, category, skills and points; the Libras video link where the tenant offers it. An
 * edit of a question someone answered becomes a new version on the server (old attempts keep theirs).
 */
export function QuestionEditorModal({
  question,
  opened,
  onClose,
}: {
  question: BankQuestion | null;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mobile = useIsMobile();
  const tenant = useTenant();
  const withLibras = LIBRAS_TENANTS.includes(tenant.slug);
  const resolver = useMemo(
    () => requestResolver<FormValues>(questionRequestSchema, (values) => toQuestionRequest(values, withLibras)),
    [withLibras],
  );
  const form = useForm<FormValues>({ resolver, defaultValues: toQuestionFormValues(question) });
  const optionValues = form.watch('options');
  const options = useRows(
    () => form.getValues('options'),
    (rows) => form.setValue('options', rows, { shouldDirty: true }),
  );
  const { errors, isSubmitting } = form.formState;
  const type = form.watch('type');
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.handleSubmit(
    async (values) => {
      setFailure(null);
      try {
        await saveQuestion(question?.id ?? null, toQuestionRequest(values, withLibras));
        notify(t('quizzes.bank.saved'), 'success', 'question-saved');
        await queryClient.invalidateQueries({ queryKey: QUIZZES_KEY });
        onClose();
      } catch (error) {
        const optionFields = values.options.flatMap((_, i) => [`options.${i}.html` as const]);
        if (applyServerFieldErrors(error, form.setError, [...FIELDS, ...optionFields])) return;
        setFailure(isApiError(error) && error.message ? error.message : t('quizzes.bank.saveFailed'));
      }
    },
    () => setFailure(null),
  );

  const choice = type === 'single' || type === 'multiple';
  const rich = (name: 'stem' | 'feedback', label: string, required = false) => (
    <ControlledRichTextField
      control={form.control}
      name={name}
      label={label}
      uploadImage={uploadQuizImage}
      askAlt
      error={fieldErrorText(errors[name])}
      required={required}
    />
  );

  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common.close') }}
      opened={opened}
      onClose={onClose}
      title={question ? t('quizzes.bank.editTitle') : t('quizzes.bank.newTitle')}
      size="xl"
      fullScreen={mobile}
      closeOnClickOutside={false}
    >
      <form onSubmit={submit} noValidate data-question-form>
        <Stack gap="md">
          {question?.answered ? (
            <Alert color="blue" variant="light">
              <Text c={TEXT.body} size="sm">
                {t('quizzes.bank.newVersionNote')}
              </Text>
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <ControlledEnumSelect
              control={form.control}
              name="type"
              options={QUESTION_TYPES}
              label={t('quizzes.bank.type')}
              withAsterisk
            />
            <ControlledNumberInput
              control={form.control}
              name="points"
              empty={1}
              label={type === 'open' ? t('quizzes.bank.maxPoints') : t('quizzes.bank.points')}
              min={1}
              max={QUIZ_POINTS_MAX}
              allowDecimal={false}
              error={fieldErrorText(errors.points) && t('quizzes.validation.pointsRange', { max: QUIZ_POINTS_MAX })}
            />
          </SimpleGrid>
          {rich('stem', t('quizzes.bank.stem'), true)}

          {choice ? (
            <Stack gap="xs" role="group" aria-labelledby="question-options-label">
              <Text fw={500} size="sm" id="question-options-label">
                {t(type === 'single' ? 'quizzes.bank.optionsSingle' : 'quizzes.bank.optionsMultiple')}
              </Text>
              {optionValues.map((_, index) => (
                <Paper key={options.keys[index] ?? index} withBorder radius="md" p="sm" data-option-editor={index}>
                  <Stack gap="xs">
                    <Controller
                      control={form.control}
                      name={`options.${index}.html`}
                      render={({ field }) => (
                        <LazyRichTextField
                          label={t('quizzes.bank.option', { n: index + 1 })}
                          uploadImage={uploadQuizImage}
                          askAlt
                          value={field.value}
                          onChange={field.onChange}
                          onBlur={field.onBlur}
                          error={fieldErrorText(errors.options?.[index]?.html)}
                          required
                        />
                      )}
                    />
                    <Group justify="space-between">
                      <Controller
                        control={form.control}
                        name={`options.${index}.correct`}
                        render={({ field }) => (
                          <Checkbox
                            label={t('quizzes.bank.correct', { n: index + 1 })}
                            checked={field.value}
                            onChange={(e) => {
                              const checked = e.currentTarget.checked;
                              // Single choice has one right option: checking one unchecks the others.
                              if (checked && type === 'single')
                                form.getValues('options').forEach((_, i) => {
                                  if (i !== index) form.setValue(`options.${i}.correct`, false, { shouldDirty: true });
                                });
                              field.onChange(checked);
                            }}
                          />
                        )}
                      />
                      <RowAction
                        icon={IconTrash}
                        iconSize={18}
                        color={DANGER}
                        onClick={() => options.remove(index)}
                        disabled={optionValues.length <= 2}
                        label={t('quizzes.bank.removeOption', { n: index + 1 })}
                      />
                    </Group>
                  </Stack>
                </Paper>
              ))}
              <ListFieldError error={errors.options} data-options-error />
              <AddRowButton
                onClick={() => options.append({ html: '', correct: false })}
                disabled={optionValues.length >= QUIZ_OPTIONS_MAX}
              >
                {t('quizzes.bank.addOption')}
              </AddRowButton>
            </Stack>
          ) : null}

          {type === 'trueFalse' ? (
            <Controller
              control={form.control}
              name="correctAnswer"
              render={({ field }) => (
                <Radio.Group
                  label={t('quizzes.bank.rightAnswer')}
                  value={field.value === null ? '' : String(field.value)}
                  onChange={(v) => field.onChange(v === 'true')}
                  error={fieldErrorText(errors.correctAnswer)}
                  withAsterisk
                >
                  <Group gap="lg" mt={6}>
                    <Radio value="true" label={t('quizzes.take.true')} />
                    <Radio value="false" label={t('quizzes.take.false')} />
                  </Group>
                </Radio.Group>
              )}
            />
          ) : null}

          {type === 'shortText' ? (
            <ControlledTagsInput
              control={form.control}
              name="accepted"
              label={t('quizzes.bank.accepted')}
              description={t('quizzes.bank.acceptedHint')}
              maxTags={QUIZ_ACCEPTED_MAX}
              error={fieldErrorText(errors.accepted as never)}
              withAsterisk
              splitChars={[',', ';']}
            />
          ) : null}

          {type === 'numeric' ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <ControlledNumberInput
                control={form.control}
                name="numericValue"
                empty={null}
                label={t('quizzes.bank.numericValue')}
                decimalScale={6}
                withAsterisk
              />
              <ControlledNumberInput
                control={form.control}
                name="tolerance"
                empty={0}
                label={t('quizzes.bank.tolerance')}
                min={0}
                decimalScale={6}
              />
            </SimpleGrid>
          ) : null}

          {type === 'open' ? (
            <Text size="sm" c="dimmed">
              {t('quizzes.bank.openNote')}
            </Text>
          ) : type === 'likert' ? (
            <Text size="sm" c="dimmed">
              {t('quizzes.bank.likertNote')}
            </Text>
          ) : null}

          {rich('feedback', t('quizzes.bank.feedback'))}

          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <CategoryField
              control={form.control}
              onCreated={(id) =>
                form.setValue('categoryId', id, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })
              }
              error={fieldErrorText(errors.categoryId)}
            />
            <ControlledTagsInput
              control={form.control}
              name="skills"
              label={t('quizzes.bank.skills')}
              maxTags={QUIZ_SKILLS_MAX}
              error={fieldErrorText(errors.skills as never)}
            />
          </SimpleGrid>

          {withLibras ? (
            <TextInput
              label={t('quizzes.bank.libras')}
              description={t('quizzes.bank.librasHint')}
              placeholder="https://"
              type="url"
              {...form.register('librasUrl')}
              error={fieldErrorText(errors.librasUrl)}
            />
          ) : null}

          <FormAlert>{Object.keys(errors).length > 0 ? t('quizzes.editor.fixErrors') : null}</FormAlert>
          <FormAlert>{failure}</FormAlert>
          <FormActions
            submitLabel={question ? t('quizzes.bank.save') : t('quizzes.bank.create')}
            onCancel={onClose}
            loading={isSubmitting}
          />
        </Stack>
      </form>
    </Modal>
  );
}
