import { zodResolver } from '@hookform/resolvers/zod';
import { ActionIcon, Button, Group, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  ACTION_DESCRIPTION_MAX,
  ACTION_NAME_MAX,
  type Feedback,
  type FeedbackRequest,
  FOLLOW_UP_MESSAGES,
  feedbackRequestSchema,
} from '@ponte/shared/follow-up.schema';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { FormProvider, type Resolver, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CardList } from '@/components/card-list';
import { ControlledDateField } from '@/components/controlled-date-field';
import { DateField } from '@/components/date-field';
import { SectionCard } from '@/components/section-card';
import { isIsoDate } from '@/lib/date-text';
import { fieldErrorText } from '@/lib/form-errors';
import { formatDate } from '@/lib/format';
import { FILLED, TEXT } from '@/lib/semantic-colours';
import { saveFeedback } from '../api/follow-up-api.ts';
import {
  ANNOTATION_FIELDS,
  AnnotationFields,
  type AnnotationFieldValues,
  annotationFieldValues,
  FollowUpFormModal,
  type FollowUpModalProps,
  useFollowUpForm,
} from './follow-up-form.tsx';

interface ActionDraft {
  /** Kept from the sent plan (its progress stays); absent for a new action. */
  id?: number;
  name: string;
  initialDate: string;
  endDate: string;
}

interface FormValues extends AnnotationFieldValues {
  type: 'F';
  actionInitialDate: string;
  actionEndDate: string;
  actionDescription: string;
  actions: ActionDraft[];
}

const FIELDS = [...ANNOTATION_FIELDS, 'actionInitialDate', 'actionEndDate', 'actionDescription', 'actions'] as const;

const resolver = zodResolver(feedbackRequestSchema) as unknown as Resolver<FormValues>;

function toFormValues(feedback: Feedback | null): FormValues {
  return {
    ...annotationFieldValues(feedback),
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
      confirmProps: { color: FILLED.negative },
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
    <SectionCard title={t('followUp.feedback.actions')} order={3} gap="xs" p="sm" data-actions-editor>
      <Text size="sm" c="dimmed">
        {t('followUp.feedback.actionHint')}
      </Text>
      {actions.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('followUp.feedback.noActions')}
        </Text>
      ) : (
        <CardList gap={4}>
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
                <Text size="xs" c="dimmed">
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
                  c={TEXT.negative}
                  aria-label={t('followUp.feedback.deleteAction', { name: action.name })}
                  onClick={() => remove(index)}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            </Group>
          ))}
        </CardList>
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
        <Button variant="light" c={TEXT.info} onClick={commit} disabled={!complete}>
          {editing === null ? t('followUp.feedback.addAction') : t('followUp.feedback.updateAction')}
        </Button>
      </Group>
    </SectionCard>
  );
}

/**
 * Spec §3/§4 feedback form (not in sabimais): the annotation's fields, the type, the plan's dates and
 * description and its actions. Saving a new one opens the send confirmation; confirming submits and
 * resets the form. Cancel, ×, Escape or leaving with changes asks spec §8's discard.
 */
export function FeedbackModal({ categories, ...opened }: FollowUpModalProps<Feedback>) {
  const { t } = useTranslation();
  const feedback = opened.entry;
  const { form, mutation, modal } = useFollowUpForm({
    ...opened,
    resolver,
    toFormValues,
    save: saveFeedback,
    fields: FIELDS,
    messages: {
      saved: feedback ? t('followUp.feedback.saved') : t('followUp.feedback.sent'),
      failed: t('followUp.feedback.saveFailed'),
      toastId: 'feedback',
    },
    onSaved: (saved) => saved.reset(toFormValues(null)),
  });
  const actions = useWatch({ control: form.control, name: 'actions' });
  const description = useWatch({ control: form.control, name: 'actionDescription' });
  const planStart = useWatch({ control: form.control, name: 'actionInitialDate' });

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

  return (
    <FormProvider {...form}>
      <FollowUpFormModal
        title={feedback ? t('followUp.feedback.editTitle') : t('followUp.feedback.addTitle')}
        formAttr="data-feedback-form"
        onSubmit={onSubmit}
        {...modal}
      >
        <Select
          label={t('followUp.feedback.type')}
          data={[{ value: 'F', label: t('followUp.feedback.typeF') }]}
          value="F"
          allowDeselect={false}
          withAsterisk
        />
        <AnnotationFields categories={categories} dateBesideCategory />
        <Group gap="sm" grow wrap="wrap" align="flex-start">
          <ControlledDateField
            control={form.control}
            name="actionInitialDate"
            label={t('followUp.feedback.planStart')}
            style={{ minWidth: 160 }}
          />
          <ControlledDateField
            control={form.control}
            name="actionEndDate"
            label={t('followUp.feedback.planEnd')}
            minDate={isIsoDate(planStart) ? planStart : undefined}
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
          error={fieldErrorText(form.formState.errors.actionDescription)}
        />
        <ActionsEditor actions={actions} onChange={(next) => form.setValue('actions', next, { shouldDirty: true })} />
      </FollowUpFormModal>
    </FormProvider>
  );
}
