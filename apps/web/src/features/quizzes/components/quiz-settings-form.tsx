import { Group, Loader, MultiSelect, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { EnumOption } from '@ponte/shared/profile-enums';
import {
  QUIZ_BANDS_MAX,
  QUIZ_GRADINGS,
  QUIZ_LAYOUTS,
  QUIZ_PURPOSES,
  QUIZ_REVIEWS,
  QUIZ_STATUSES,
  QUIZ_TARGET_KINDS,
  QUIZ_TIME_LIMIT_MAX,
  QUIZ_TITLE_MAX,
  type Quiz,
  quizRequestSchema,
} from '@ponte/shared/quizzes.schema';
import { htmlIsEmpty } from '@ponte/shared/rich-text';
import { IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ControlledCheckbox } from '@/components/controlled-checkbox';
import { ControlledDateField } from '@/components/controlled-date-field';
import { ControlledEnumSelect } from '@/components/controlled-enum-select';
import { ControlledIdSelect } from '@/components/controlled-id-select';
import { ControlledNumberInput } from '@/components/controlled-number-input';
import { FormActions } from '@/components/form-actions';
import { FormAlert } from '@/components/form-alert';
import { ControlledRichTextField } from '@/components/lazy-rich-text-field';
import { ListFieldError } from '@/components/list-field-error';
import { AddRowButton, RowAction } from '@/components/row-action';
import { isApiError } from '@/lib/api-client';
import { fieldErrorText } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { useUnsavedChanges } from '@/lib/use-unsaved-changes';
import {
  peopleSearchQuery,
  QUIZZES_KEY,
  targetClassesQuery,
  targetCoursesQuery,
  targetTrailsQuery,
  updateQuiz,
} from '../api/quizzes-api.ts';
import { formPath, type QuizFormValues, toFormValues, toQuizRequest } from './quiz-form-values.ts';
import { DANGER } from './quiz-labels.tsx';
import { requestResolver } from './request-resolver.ts';
import { useRows } from './use-rows.ts';

/** The server's schema, on the request the form builds; each issue goes on the field that shows it. */
const resolver = requestResolver<QuizFormValues>(
  quizRequestSchema,
  (values) => toQuizRequest(values, htmlIsEmpty),
  formPath,
);

function TargetFields({
  form,
  knownPeople,
}: {
  form: ReturnType<typeof useForm<QuizFormValues>>;
  knownPeople: Quiz['target']['people'];
}) {
  const { t } = useTranslation();
  const [kind, courseId, trailId, people] = useWatch({
    control: form.control,
    name: ['targetKind', 'courseId', 'trailId', 'people'],
  });
  const errors = form.formState.errors;
  const courses = useQuery({ ...targetCoursesQuery, enabled: kind === 'course' || kind === 'class' });
  const classes = useQuery({ ...targetClassesQuery(courseId ?? 0), enabled: kind === 'class' && courseId !== null });
  const trails = useQuery({ ...targetTrailsQuery, enabled: kind === 'trailStep' });
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 400);
  const found = useQuery({
    ...peopleSearchQuery(debounced),
    enabled: kind === 'people' && debounced.trim().length >= 2,
  });
  const [names, setNames] = useState(() => new Map(knownPeople.map((p) => [p.publicId, p.name])));
  const peopleData = useMemo(() => {
    const map = new Map(names);
    for (const p of found.data ?? []) map.set(p.publicId, `${p.name} (${p.email})`);
    return [...map].map(([value, label]) => ({ value, label }));
  }, [names, found.data]);
  const trail = trails.data?.find((tr) => tr.id === trailId);

  return (
    <Stack gap="sm">
      <ControlledEnumSelect
        control={form.control}
        name="targetKind"
        options={QUIZ_TARGET_KINDS}
        label={t('quizzes.editor.target')}
        withAsterisk
      />
      {kind === 'course' || kind === 'class' ? (
        <ControlledIdSelect
          control={form.control}
          name="courseId"
          onValueChange={() => form.setValue('classeId', null)}
          label={t('quizzes.editor.course')}
          data={(courses.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          searchable
          withAsterisk
          rightSection={courses.isFetching ? <Loader size="xs" /> : undefined}
          error={fieldErrorText(errors.courseId)}
          nothingFoundMessage={t('quizzes.editor.nothingFound')}
        />
      ) : null}
      {kind === 'class' ? (
        <ControlledIdSelect
          control={form.control}
          name="classeId"
          label={t('quizzes.editor.classe')}
          data={(classes.data ?? []).map((c) => ({
            value: String(c.id),
            label: c.code ? `${c.code} · ${c.name}` : c.name,
          }))}
          disabled={courseId === null}
          withAsterisk
          error={fieldErrorText(errors.classeId)}
          nothingFoundMessage={t('quizzes.editor.nothingFound')}
        />
      ) : null}
      {kind === 'trailStep' ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <ControlledIdSelect
            control={form.control}
            name="trailId"
            onValueChange={() => form.setValue('step', null)}
            label={t('quizzes.editor.trail')}
            data={(trails.data ?? []).map((tr) => ({ value: String(tr.id), label: tr.name }))}
            withAsterisk
            error={fieldErrorText(errors.trailId)}
          />
          {/* A step is a trail's position, not a record, but picked the same way: by number. */}
          <ControlledIdSelect
            control={form.control}
            name="step"
            label={t('quizzes.editor.step')}
            data={(trail?.steps ?? []).map((s) => ({
              value: String(s.position),
              label: t('quizzes.editor.stepLabel', {
                n: s.position,
                courses: s.courses.map((c) => c.name).join(', '),
              }),
            }))}
            disabled={!trail}
            withAsterisk
            error={fieldErrorText(errors.step)}
          />
        </SimpleGrid>
      ) : null}
      {kind === 'people' ? (
        <Controller
          control={form.control}
          name="people"
          render={({ field }) => (
            <MultiSelect
              label={t('quizzes.editor.people')}
              description={t('quizzes.editor.peopleHint')}
              data={peopleData}
              value={field.value}
              onChange={(ids) => {
                setNames((was) => {
                  const next = new Map(was);
                  for (const p of peopleData) if (ids.includes(p.value)) next.set(p.value, p.label);
                  return next;
                });
                field.onChange(ids);
              }}
              searchable
              searchValue={search}
              onSearchChange={setSearch}
              filter={({ options }) => options}
              withAsterisk
              error={fieldErrorText(errors.people as never)}
              nothingFoundMessage={debounced.trim().length >= 2 ? t('quizzes.editor.nothingFound') : undefined}
              hidePickedOptions
            />
          )}
        />
      ) : null}
      {kind === 'everyone' ? (
        <Text size="sm" c="dimmed">
          {t('quizzes.editor.everyoneNote')}
        </Text>
      ) : null}
      {people.length > 0 && kind === 'people' ? (
        <Text size="xs" c="dimmed">
          {t('quizzes.target.people', { count: people.length })}
        </Text>
      ) : null}
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="fieldset" style={{ margin: 0, minWidth: 0 }}>
      <Title order={3} size="h5" component="legend" px={4}>
        {title}
      </Title>
      <Stack gap="sm" mt={4}>
        {children}
      </Stack>
    </Paper>
  );
}

/** The quiz's settings (issue 14 §1), PUT as a whole and checked with the server's own schema first. */
export function QuizSettingsForm({ quiz }: { quiz: Quiz }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<QuizFormValues>({ resolver, defaultValues: toFormValues(quiz) });
  const bandValues = useWatch({ control: form.control, name: 'feedbackBands' });
  const bands = useRows(
    () => form.getValues('feedbackBands'),
    (rows) => form.setValue('feedbackBands', rows, { shouldDirty: true }),
  );
  const { errors, isDirty, isSubmitting } = form.formState;
  useUnsavedChanges(isDirty);
  const [purpose, targetKind] = useWatch({ control: form.control, name: ['purpose', 'targetKind'] });
  const [failure, setFailure] = useState<string | null>(null);
  const hasErrors = Object.keys(errors).length > 0;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const body = quizRequestSchema.parse(toQuizRequest(values, htmlIsEmpty));
      const saved = await updateQuiz(quiz.id, body);
      queryClient.setQueryData([...QUIZZES_KEY, 'quiz', quiz.id], saved);
      form.reset(toFormValues(saved));
      notify(t('quizzes.editor.saved'), 'success', 'quiz-saved');
      await queryClient.invalidateQueries({ queryKey: [...QUIZZES_KEY, 'list'] });
    } catch (error) {
      // The server names request fields (target.classeId, opensAt): each goes where the form shows it.
      if (isApiError(error) && error.code === 'VALIDATION_ERROR' && Object.keys(error.fields).length > 0) {
        for (const [key, message] of Object.entries(error.fields))
          form.setError(formPath(key.split('.')) as never, { type: 'server', message });
        return;
      }
      setFailure(isApiError(error) && error.message ? error.message : t('quizzes.editor.saveFailed'));
    }
  });

  const number = (
    name: 'timeLimitMinutes' | 'attemptsAllowed' | 'minMinutesBetween' | 'passMark',
    label: string,
    props: { min?: number; max?: number; description?: string; placeholder?: string },
  ) => (
    <ControlledNumberInput
      control={form.control}
      name={name}
      label={label}
      allowDecimal={false}
      error={errors[name] ? t('quizzes.editor.numberRange', { min: props.min ?? 0, max: props.max ?? '—' }) : undefined}
      {...props}
    />
  );

  // The select refuses to be emptied (EnumSelect): each of these always has a value.
  const choice = (
    name: 'purpose' | 'grading' | 'review' | 'layout',
    options: readonly EnumOption<string>[],
    label: string,
  ) => <ControlledEnumSelect control={form.control} name={name} options={options} label={label} />;

  const check = (
    name: 'anonymous' | 'shuffleQuestions' | 'shuffleOptions' | 'completesCourse',
    label: string,
    description?: string,
  ) => (
    <ControlledCheckbox
      control={form.control}
      name={name}
      label={label}
      description={description}
      error={fieldErrorText(errors[name])}
    />
  );

  return (
    <form onSubmit={submit} noValidate data-quiz-settings>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <TextInput
            label={t('quizzes.editor.title')}
            maxLength={QUIZ_TITLE_MAX}
            withAsterisk
            {...form.register('title')}
            error={fieldErrorText(errors.title)}
          />
          <ControlledEnumSelect
            control={form.control}
            name="status"
            options={QUIZ_STATUSES}
            label={t('quizzes.editor.status')}
            description={t('quizzes.editor.statusHint')}
          />
        </SimpleGrid>
        <ControlledRichTextField
          control={form.control}
          name="description"
          label={t('quizzes.editor.description')}
          error={fieldErrorText(errors.description)}
        />

        <Section title={t('quizzes.editor.sectionAudience')}>
          <TargetFields form={form} knownPeople={quiz.target.people} />
        </Section>

        <Section title={t('quizzes.editor.sectionWhen')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            {(['opens', 'closes'] as const).map((end) => (
              <Group key={end} gap="xs" align="flex-start" wrap="nowrap">
                <ControlledDateField
                  control={form.control}
                  name={`${end}Date`}
                  label={t(`quizzes.editor.${end}Date`)}
                  style={{ flex: 1 }}
                />
                <TextInput
                  label={t(`quizzes.editor.${end}Time`)}
                  placeholder={t('quizzes.editor.timePlaceholder')}
                  inputMode="numeric"
                  maxLength={5}
                  autoComplete="off"
                  {...form.register(`${end}Time`)}
                  w={130}
                />
              </Group>
            ))}
            {number('timeLimitMinutes', t('quizzes.editor.timeLimit'), {
              min: 1,
              max: QUIZ_TIME_LIMIT_MAX,
              placeholder: t('quizzes.editor.none'),
              description: t('quizzes.editor.timeLimitHint'),
            })}
            {number('attemptsAllowed', t('quizzes.editor.attempts'), {
              min: 1,
              max: 100,
              placeholder: t('quizzes.editor.unlimited'),
            })}
            {number('minMinutesBetween', t('quizzes.editor.delay'), { min: 0, max: 43200 })}
          </SimpleGrid>
        </Section>

        <Section title={t('quizzes.editor.sectionScoring')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            {choice('purpose', QUIZ_PURPOSES, t('quizzes.editor.purpose'))}
            {choice('grading', QUIZ_GRADINGS, t('quizzes.editor.grading'))}
            {purpose === 'graded' ? number('passMark', t('quizzes.editor.passMark'), { min: 0, max: 100 }) : null}
            {choice('review', QUIZ_REVIEWS, t('quizzes.editor.review'))}
            {choice('layout', QUIZ_LAYOUTS, t('quizzes.editor.layout'))}
          </SimpleGrid>
          {check('shuffleQuestions', t('quizzes.editor.shuffleQuestions'))}
          {check('shuffleOptions', t('quizzes.editor.shuffleOptions'))}
          {purpose === 'survey'
            ? check('anonymous', t('quizzes.editor.anonymous'), t('quizzes.editor.anonymousHint'))
            : null}
          {purpose === 'graded' && (targetKind === 'course' || targetKind === 'class')
            ? check('completesCourse', t('quizzes.editor.completesCourse'), t('quizzes.editor.completesCourseHint'))
            : null}
        </Section>

        <Section title={t('quizzes.editor.sectionBands')}>
          <Text size="sm" c="dimmed">
            {t('quizzes.editor.bandsHint')}
          </Text>
          {bandValues.map((_, index) => (
            <Group key={bands.keys[index] ?? index} align="flex-start" gap="sm" wrap="wrap" data-band={index}>
              <ControlledNumberInput
                control={form.control}
                name={`feedbackBands.${index}.min`}
                label={t('quizzes.editor.bandMin', { n: index + 1 })}
                min={0}
                max={100}
                allowDecimal={false}
                suffix="%"
                w={140}
                error={
                  errors.feedbackBands?.[index]?.min ? t('quizzes.editor.numberRange', { min: 0, max: 100 }) : undefined
                }
              />
              <TextInput
                label={t('quizzes.editor.bandMessage', { n: index + 1 })}
                {...form.register(`feedbackBands.${index}.message`)}
                error={fieldErrorText(errors.feedbackBands?.[index]?.message)}
                style={{ flex: '1 1 220px' }}
                maxLength={2000}
              />
              <RowAction
                icon={IconTrash}
                iconSize={18}
                color={DANGER}
                mt={{ base: 0, sm: 28 }}
                onClick={() => bands.remove(index)}
                label={t('quizzes.editor.removeBand', { n: index + 1 })}
              />
            </Group>
          ))}
          <ListFieldError error={errors.feedbackBands} />
          <AddRowButton
            onClick={() => bands.append({ min: '', message: '' })}
            disabled={bandValues.length >= QUIZ_BANDS_MAX}
          >
            {t('quizzes.editor.addBand')}
          </AddRowButton>
        </Section>

        <FormAlert>{hasErrors ? t('quizzes.editor.fixErrors') : null}</FormAlert>
        <FormAlert>{failure}</FormAlert>
        <FormActions submitLabel={t('quizzes.editor.save')} loading={isSubmitting} />
      </Stack>
    </form>
  );
}
