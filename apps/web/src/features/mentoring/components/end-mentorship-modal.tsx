import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, Text, Textarea } from '@mantine/core';
import type { TranslationKey } from '@ponte/shared/i18n/keys';
import {
  CLOSING_NOTE_MAX,
  type MentorshipEnd,
  type MentorshipRequest,
  mentorshipEndSchema,
  REASON_MAX,
} from '@ponte/shared/mentoring.schema';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormActions } from '@/components/form-actions';
import { HeadingModal } from '@/components/heading-modal';
import { isApiError } from '@/lib/api-client';
import { fieldErrorText } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { type EndAction, useEndMentorship } from '../api/mentoring-api.ts';

const TEXTS: Record<EndAction, { title: TranslationKey; confirm: TranslationKey; done: TranslationKey }> = {
  cancelar: {
    title: 'mentoring.end.cancelTitle',
    confirm: 'mentoring.end.confirmCancel',
    done: 'mentoring.end.cancelled',
  },
  recusar: {
    title: 'mentoring.end.declineTitle',
    confirm: 'mentoring.end.confirmDecline',
    done: 'mentoring.end.declined',
  },
  concluir: {
    title: 'mentoring.end.concludeTitle',
    confirm: 'mentoring.end.confirmConclude',
    done: 'mentoring.end.concluded',
  },
};

/** Cancel, decline and conclude all ask why; concluding also takes a closing note. */
export function EndMentorshipModal({
  request,
  action,
  onClose,
}: {
  request: MentorshipRequest;
  action: EndAction;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const texts = TEXTS[action];
  const end = useEndMentorship();
  const form = useForm<MentorshipEnd>({
    resolver: zodResolver(mentorshipEndSchema),
    defaultValues: { reason: '', note: '' },
  });
  const onSubmit = form.handleSubmit((body) =>
    end.mutate(
      { id: request.id, action, body },
      {
        onSuccess: () => {
          notify(t(texts.done), 'success');
          onClose();
        },
        onError: (error) => {
          if (isApiError(error) && error.handled) return;
          notify(isApiError(error) && error.status < 500 ? error.message : t('errors.unexpected'), 'error');
        },
      },
    ),
  );
  const reason = form.watch('reason') ?? '';
  const note = form.watch('note') ?? '';
  return (
    <HeadingModal onClose={onClose} title={t(texts.title)}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            {request.user.firstName} {request.user.lastName}
          </Text>
          {action === 'recusar' && (
            <Text size="sm" c="dimmed">
              {t('mentoring.end.declineHint')}
            </Text>
          )}
          <Textarea
            label={t('mentoring.fields.reason')}
            withAsterisk
            autosize
            minRows={3}
            maxLength={REASON_MAX}
            description={`${reason.length}/${REASON_MAX}`}
            error={fieldErrorText(form.formState.errors.reason)}
            {...form.register('reason')}
          />
          {action === 'concluir' && (
            <Textarea
              label={t('mentoring.fields.closingNote')}
              autosize
              minRows={3}
              maxLength={CLOSING_NOTE_MAX}
              description={`${note.length}/${CLOSING_NOTE_MAX}`}
              error={fieldErrorText(form.formState.errors.note)}
              {...form.register('note')}
            />
          )}
          <FormActions
            submitLabel={t(texts.confirm)}
            onCancel={onClose}
            cancelLabel={t('mentoring.end.back')}
            color={action === 'concluir' ? undefined : 'red'}
            loading={end.isPending}
          />
        </Stack>
      </form>
    </HeadingModal>
  );
}
