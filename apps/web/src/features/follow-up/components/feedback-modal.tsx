import { zodResolver } from '@hookform/resolvers/zod';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Modal,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import {
  ACTION_DESCRIPTION_MAX,
  ACTION_NAME_MAX,
  ANNOTATION_TITLE_MAX,
  type Feedback,
  type FeedbackRequest,
  FOLLOW_UP_MESSAGES,
  feedbackRequestSchema,
} from '@ponte/shared/follow-up.schema';
import type { Locale } from '@ponte/shared/locales';
import type { OptionItem } from '@ponte/shared/options.schema';
import { earliestBirthDateIso, todayIso } from '@ponte/shared/profile-personal.schema';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ControlledDateField } from '@/components/controlled-date-field';
import { DateField } from '@/components/date-field';
import { FormActions } from '@/components/form-actions';
import { isApiError } from '@/lib/api-client';
import { isIsoDate } from '@/lib/date-text';
import { applyServerFieldErrors, fieldErrorText } from '@/lib/form-errors';
import { formatDate } from '@/lib/format';
import { notify } from '@/lib/notify';
import { optionItemLabel } from '@/lib/option-label';
import { useGuardedClose } from '@/lib/use-guarded-close';
import { useUnsavedChanges } from '@/lib/use-unsaved-changes';
import { followUpKey, saveFeedback } from '../api/follow-up-api.ts';
import { RichTextField } from './rich-text-field.tsx';

interface ActionDraft {
  /** Kept from the sent plan (its progress stays); absent for a new action. */
  id?: number;
  name: string;
  initialDate: string;
  endDate: string;
}

interface FormValues {
  title: string;
  annotation: string;
  annotationDate: string;
  category: number | null;
  type: 'F';
  actionInitialDate: string;
  actionEndDate: string;
  actionDescription: string;
  actions: ActionDraft[];
}

const FIELDS = [
  'title',
  'annotation',
  'annotationDate',
  'category',
  'actionInitialDate',
  'actionEndDate',
  'actionDescription',
  'actions',
] as const;

const resolver = zodResolver(feedbackRequestSchema) as unknown as Resolver<FormValues>;

function toFormValues(feedback: Feedback | null): FormValues {
  return {
    title: feedback?.title ?? '',
    annotation: feedback?.annotation ?? '',
    annotationDate: feedback?.annotationDate ?? todayIso(),
    category: feedback?.category ?? null,
    type: 'F',
    actionInitialDate: feedback?.actionInitialDate ?? '',
    actionEndDate: feedback?.actionEndDate ?? '',
    actionDescription: feedback?.actionDescription ?? '',
    actions: (feedback?.actions ?? []).map(({ id, name, initialDate, endDate }) => ({
      id,
      name,
      initialDate,
      endDate,
    })),
  };
}

const EMPTY_DRAFT = { name: '', initialDate: '', endDate: '' };

/**
 * Spec §4 "Actions": the plan's steps. One joins the local list only with a name, a start and an end
 * (the end not before the start; future dates allowed); a listed one is edited in the same fields or
 * deleted after spec §8's confirmation.
 */
function ActionsEditor({ actions, onChange }: { actions: ActionDraft[]; onChange: (next: ActionDraft[]) => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [draft, setDraft] = useState(EMPTY_DRAFT);
  const [editing, setEditing] = useState<number | null>(null);
  const endBeforeStart = isIsoDate(draft.initialDate) && isIsoDate(draft.endDate) && draft.endDate < draft.initialDate;
  const complete =
    draft.name.trim() !== '' && isIsoDate(draft.initialDate) && isIsoDate(draft.endDate) && !endBeforeStart;

  const commit = () => {
    if (!complete) return;
    const action = { ...draft, name: draft.name.trim() };
    if (editing === null) onChange([...actions, action]);
    else onChange(actions.map((a, i) => (i === editing ? { ...a, ...action } : a)));
    setDraft(EMPTY_DRAFT);
    setEditing(null);
  };

  const remove = (index: number) =>
    modals.openConfirmModal({
      title: t('followUp.feedback.deleteActionTitle'),
      children: <Text size="sm">{t('followUp.feedback.deleteActionMessage')}</Text>,
      labels: { confirm: t('common.delete'), cancel: t('common.cancel') },
      confirmProps: { color: 'red.9' },
      size: 400,
      onConfirm: () => {
        onChange(actions.filter((_, i) => i !== index));
        if (editing === index) {
          setEditing(null);
          setDraft(EMPTY_DRAFT);
        }
      },
    });

  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby={headingId} data-actions-editor>
      <Stack gap="xs">
        <Title order={3} size="h5" id={headingId}>
          {t('followUp.feedback.actions')}
        </Title>
        <Text size="sm" c="gray.8">
          {t('followUp.feedback.actionHint')}
        </Text>
        {actions.length === 0 ? (
          <Text size="sm" c="gray.8">
            {t('followUp.feedback.noActions')}
          </Text>
        ) : (
          <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {actions.map((action, index) => (
              <Group
                key={`${action.id ?? 'new'}-${action.name}-${action.initialDate}-${action.endDate}`}
                component="li"
                justify="space-between"
                gap="xs"
                wrap="nowrap"
                data-action-row={action.name}
              >
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                    {action.name}
                  </Text>
                  <Text size="xs" c="gray.8">
                    {t('followUp.item.actionPeriod', {
                      from: formatDate(action.initialDate),
                      to: formatDate(action.endDate),
                    })}
                  </Text>
                </Stack>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="default"
                    aria-label={t('followUp.feedback.editAction', { name: action.name })}
                    onClick={() => {
                      setEditing(index);
                      setDraft({ name: action.name, initialDate: action.initialDate, endDate: action.endDate });
                    }}
                  >
                    <IconPencil size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="default"
                    c="#a61e1e"
                    aria-label={t('followUp.feedback.deleteAction', { name: action.name })}
                    onClick={() => remove(index)}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              </Group>
            ))}
          </Stack>
        )}
        <TextInput
          label={t('followUp.feedback.actionName')}
          maxLength={ACTION_NAME_MAX}
          value={draft.name}
          onChange={(event) => setDraft((d) => ({ ...d, name: event.currentTarget.value }))}
        />
        <Group gap="sm" grow wrap="wrap">
          <DateField
            label={t('followUp.feedback.actionStart')}
            value={draft.initialDate || null}
            onChange={(value) => setDraft((d) => ({ ...d, initialDate: value ?? '' }))}
            style={{ minWidth: 150 }}
          />
          <DateField
            label={t('followUp.feedback.actionEnd')}
            value={draft.endDate || null}
            onChange={(value) => setDraft((d) => ({ ...d, endDate: value ?? '' }))}
            minDate={isIsoDate(draft.initialDate) ? draft.initialDate : undefined}
            error={endBeforeStart ? t(FOLLOW_UP_MESSAGES.endBeforeStart) : undefined}
            style={{ minWidth: 150 }}
          />
        </Group>
        <Group gap="xs" justify="flex-end">
          {editing !== null ? (
            <Button
              variant="default"
              onClick={() => {
                setEditing(null);
                setDraft(EMPTY_DRAFT);
              }}
            >
              {t('followUp.feedback.cancelActionEdit')}
            </Button>
          ) : null}
          <Button variant="light" c="blue.9" onClick={commit} disabled={!complete}>
            {editing === null ? t('followUp.feedback.addAction') : t('followUp.feedback.updateAction')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

interface Props {
  publicId: string;
  /** A sent feedback whose plan the author edits, or null to write a new one. */
  feedback: Feedback | null;
  categories: readonly OptionItem[];
  onClose: () => void;
}

/**
 * Spec §3/§4 feedback form (not in sabimais): the annotation's fields, the type, the plan's dates and
 * description and its actions. Saving a new one opens the send confirmation; confirming submits and
 * resets the form. Cancel, ×, Escape or leaving with changes asks spec §8's discard.
 */
export function FeedbackModal({ publicId, feedback, categories, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const queryClient = useQueryClient();
  const narrow = useMediaQuery('(max-width: 450px)');
  const form = useForm<FormValues>({ resolver, defaultValues: toFormValues(feedback) });
  const { errors, isDirty, isSubmitted } = form.formState;
  const release = useUnsavedChanges(isDirty);
  const closeAsking = useGuardedClose(isDirty, onClose);
  const actions = useWatch({ control: form.control, name: 'actions' });
  const description = useWatch({ control: form.control, name: 'actionDescription' });
  const planStart = useWatch({ control: form.control, name: 'actionInitialDate' });
  const categoryData = useMemo(
    () => categories.map((c) => ({ value: String(c.id), label: optionItemLabel(c, locale) })),
    [categories, locale],
  );

  const mutation = useMutation({
    mutationFn: (body: FeedbackRequest) => saveFeedback(publicId, feedback?.id ?? null, body),
    onSuccess: async () => {
      release();
      form.reset(toFormValues(null));
      notify(feedback ? t('followUp.feedback.saved') : t('followUp.feedback.sent'), 'success', 'feedback-saved');
      onClose();
      await queryClient.invalidateQueries({ queryKey: followUpKey(publicId) });
    },
    onError: (error) => {
      if (applyServerFieldErrors(error, form.setError, FIELDS)) return;
      if (isApiError(error) && error.handled) return;
      notify(t('followUp.feedback.saveFailed'), 'error', 'feedback-save-failed');
    },
  });

  const onSubmit = form.handleSubmit((values) => {
    if (values.category === null) return;
    const body: FeedbackRequest = {
      ...values,
      category: values.category,
      actionInitialDate: values.actionInitialDate || null,
      actionEndDate: values.actionEndDate || null,
      actionDescription: values.actionDescription || null,
    };
    if (feedback) {
      mutation.mutate(body);
      return;
    }
    modals.openConfirmModal({
      title: t('followUp.feedback.sendTitle'),
      children: <Text size="sm">{t('followUp.feedback.sendMessage')}</Text>,
      labels: { confirm: t('followUp.feedback.send'), cancel: t('common.cancel') },
      size: 400,
      onConfirm: () => mutation.mutate(body),
    });
  });
  const hasErrors = isSubmitted && Object.keys(errors).length > 0;

  return (
    <Modal
      opened
      onClose={closeAsking}
      size={narrow ? '100%' : 'xl'}
      fullScreen={narrow}
      title={feedback ? t('followUp.feedback.editTitle') : t('followUp.feedback.addTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form noValidate onSubmit={onSubmit} data-feedback-form>
        <Stack gap="sm">
          {hasErrors ? (
            <Alert color="red" role="alert" variant="light">
              {t('validation.requiredBanner')}
            </Alert>
          ) : null}
          <Select
            label={t('followUp.feedback.type')}
            data={[{ value: 'F', label: t('followUp.feedback.typeF') }]}
            value="F"
            allowDeselect={false}
            withAsterisk
          />
          <TextInput
            label={t('followUp.form.title')}
            withAsterisk
            maxLength={ANNOTATION_TITLE_MAX}
            {...form.register('title')}
            error={fieldErrorText(errors.title)}
            errorProps={{ role: 'alert' }}
          />
          <Controller
            control={form.control}
            name="annotation"
            render={({ field }) => (
              <RichTextField
                label={t('followUp.form.annotation')}
                required
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldErrorText(errors.annotation)}
              />
            )}
          />
          <Group gap="sm" grow wrap="wrap" align="flex-start">
            <ControlledDateField
              control={form.control}
              name="annotationDate"
              label={t('followUp.form.date')}
              minDate={earliestBirthDateIso()}
              maxDate={todayIso()}
              withAsterisk
              error={fieldErrorText(errors.annotationDate)}
              style={{ minWidth: 160 }}
            />
            <Controller
              control={form.control}
              name="category"
              render={({ field }) => (
                <Select
                  ref={field.ref}
                  name={field.name}
                  onBlur={field.onBlur}
                  label={t('followUp.form.category')}
                  data={categoryData}
                  value={field.value === null ? null : String(field.value)}
                  onChange={(next) => field.onChange(next === null ? null : Number(next))}
                  withAsterisk
                  placeholder={t('forms.select')}
                  error={fieldErrorText(errors.category)}
                  errorProps={{ role: 'alert' }}
                  comboboxProps={{ withinPortal: true }}
                  style={{ minWidth: 160 }}
                />
              )}
            />
          </Group>
          <Group gap="sm" grow wrap="wrap" align="flex-start">
            <ControlledDateField
              control={form.control}
              name="actionInitialDate"
              label={t('followUp.feedback.planStart')}
              error={fieldErrorText(errors.actionInitialDate)}
              style={{ minWidth: 160 }}
            />
            <ControlledDateField
              control={form.control}
              name="actionEndDate"
              label={t('followUp.feedback.planEnd')}
              minDate={isIsoDate(planStart) ? planStart : undefined}
              error={fieldErrorText(errors.actionEndDate)}
              style={{ minWidth: 160 }}
            />
          </Group>
          <Textarea
            label={t('followUp.feedback.description')}
            autosize
            minRows={3}
            maxLength={ACTION_DESCRIPTION_MAX}
            {...form.register('actionDescription')}
            description={t('followUp.feedback.counter', {
              count: description?.length ?? 0,
              max: ACTION_DESCRIPTION_MAX,
            })}
            error={fieldErrorText(errors.actionDescription)}
          />
          <ActionsEditor actions={actions} onChange={(next) => form.setValue('actions', next, { shouldDirty: true })} />
          <FormActions submitLabel={t('common.save')} onCancel={closeAsking} loading={mutation.isPending} mt="xs" />
        </Stack>
      </form>
    </Modal>
  );
}
