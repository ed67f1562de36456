import { Select, Text, Textarea } from '@mantine/core';
import { ENROLMENT_NOTE_MAX, type Enrolment, type EnrolmentStatus, takesReason } from '@ponte/shared/courses.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form-alert';
import { FormModal } from '@/components/form-modal';
import { isApiError } from '@/lib/api-client';
import { MODAL_WIDTH } from '@/lib/language-modal';
import { notify } from '@/lib/notify';
import { useGuardedModal } from '@/lib/use-guarded-close';
import { bulkChangeEnrolments, COURSES_KEY, reopenEnrolment } from '../api/courses-api.ts';
import { enrolmentStatusOptions, useOptionItems } from './course-labels.tsx';

function refusalText(error: unknown): string | null {
  return isApiError(error) && !error.handled && [400, 409].includes(error.status) && error.message
    ? error.message
    : null;
}

/**
 * Gerenciar Inscrições' bulk action: one status (and, for I and E, one reason) for the selected people.
 * The server answers per person; completed enrolments and refused transitions stay as they were.
 */
export function BulkStatusModal({
  courseId,
  userIds,
  onClose,
  onDone,
}: {
  courseId: number;
  userIds: string[];
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const reasons = useOptionItems('EVASION_REASON');
  const [status, setStatus] = useState<EnrolmentStatus | null>(null);
  const [reasonCode, setReasonCode] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const dirty = status !== null || note !== '';
  const { release, closeAsking } = useGuardedModal(dirty, onClose);

  const mutation = useMutation({
    mutationFn: () =>
      bulkChangeEnrolments(courseId, {
        userIds,
        status: status as EnrolmentStatus,
        reasonCode: status && takesReason(status) ? reasonCode : null,
        note: note.trim() || null,
      }),
    onSuccess: async (result) => {
      release();
      const count = (outcome: string) => result.results.filter((r) => r.outcome === outcome).length;
      notify(t('courses.bulk.done', { updated: result.updated, count: userIds.length }), 'success', 'bulk-done');
      if (result.updated < userIds.length) {
        notify(
          t('courses.bulk.skipped', {
            unchanged: count('unchanged'),
            completed: count('completed'),
            refused: count('refused') + count('notEnrolled'),
          }),
          'info',
          'bulk-skipped',
        );
      }
      onDone();
      onClose();
      await queryClient.invalidateQueries({ queryKey: COURSES_KEY });
    },
    onError: (error) => {
      const text = refusalText(error);
      if (text) setRefusal(text);
      else if (!isApiError(error) || !error.handled) notify(t('courses.bulk.failed'), 'error', 'bulk-failed');
    },
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (status === null) {
      setMissing(true);
      return;
    }
    setMissing(false);
    setRefusal(null);
    mutation.mutate();
  };

  return (
    <FormModal
      title={t('courses.bulk.title')}
      onClose={closeAsking}
      onSubmit={submit}
      submitLabel={t('courses.bulk.apply')}
      loading={mutation.isPending}
      size={MODAL_WIDTH}
    >
      <Text size="sm">{t('courses.bulk.intro', { count: userIds.length })}</Text>
      <FormAlert>{missing ? t('courses.validation.requiredBanner') : null}</FormAlert>
      <FormAlert>{refusal}</FormAlert>
      <Select
        label={t('courses.attach.status')}
        withAsterisk
        data={enrolmentStatusOptions()}
        value={status}
        onChange={(next) => {
          setStatus(next as EnrolmentStatus | null);
          if (!next || !takesReason(next as EnrolmentStatus)) setReasonCode(null);
        }}
        allowDeselect={false}
        placeholder={t('courses.form.select')}
        error={missing && status === null ? t('courses.validation.required') : undefined}
        errorProps={{ role: 'alert' }}
        comboboxProps={{ withinPortal: true }}
      />
      {status && takesReason(status) ? (
        <Select
          label={t('courses.attach.reason')}
          data={reasons.data}
          value={reasonCode === null ? null : String(reasonCode)}
          onChange={(next) => setReasonCode(next === null ? null : Number(next))}
          placeholder={t('courses.attach.reasonPlaceholder')}
          clearable
          comboboxProps={{ withinPortal: true }}
        />
      ) : null}
      <Textarea
        label={t('courses.attach.note')}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
        autosize
        minRows={2}
        maxLength={ENROLMENT_NOTE_MAX}
      />
    </FormModal>
  );
}

/** Admin reopens a completed enrolment (C → A) with a note, which the history keeps. */
export function ReopenModal({
  courseId,
  enrolment,
  onClose,
}: {
  courseId: number;
  enrolment: Enrolment;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { release, closeAsking } = useGuardedModal(note !== '', onClose);
  const mutation = useMutation({
    mutationFn: () => reopenEnrolment(courseId, enrolment.person.publicId, { note: note.trim() }),
    onSuccess: async () => {
      release();
      notify(t('courses.reopen.done'), 'success', 'enrolment-reopened');
      onClose();
      await queryClient.invalidateQueries({ queryKey: COURSES_KEY });
    },
    onError: (failure) => {
      if (isApiError(failure) && failure.fields.note) setError(failure.fields.note);
      else if (refusalText(failure)) setError(refusalText(failure));
      else if (!isApiError(failure) || !failure.handled) notify(t('courses.reopen.failed'), 'error', 'reopen-failed');
    },
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!note.trim()) {
      setError(t('courses.validation.noteRequired'));
      return;
    }
    setError(null);
    mutation.mutate();
  };
  return (
    <FormModal
      title={t('courses.reopen.title')}
      onClose={closeAsking}
      onSubmit={submit}
      submitLabel={t('courses.reopen.submit')}
      loading={mutation.isPending}
      size={MODAL_WIDTH}
    >
      <Text size="sm" fw={600}>
        {`${enrolment.person.firstName} ${enrolment.person.lastName}`.trim()} · {enrolment.course.name}
      </Text>
      <Text size="sm">{t('courses.reopen.intro')}</Text>
      <Textarea
        label={t('courses.reopen.note')}
        withAsterisk
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
        autosize
        minRows={3}
        maxLength={ENROLMENT_NOTE_MAX}
        error={error}
        errorProps={{ role: 'alert' }}
        data-autofocus
      />
    </FormModal>
  );
}
