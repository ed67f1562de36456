import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { REVOKE_REASON_MAX } from '@ponte/shared/certificates.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest, isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { FILLED } from '@/lib/semantic-colours';
import { COURSES_KEY } from '../api/courses-api.ts';

/** Admin revokes a certificate Ponte issued, with the required reason (POST /api/certificados/{code}/revogar). */
export function RevokeCertificateModal({
  code,
  name,
  onClose,
}: {
  code: string;
  /** The holder, as the screen shows them. */
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const revoke = useMutation({
    mutationFn: () =>
      apiRequest<void>(`/api/certificados/${encodeURIComponent(code)}/revogar`, {
        method: 'POST',
        body: { reason },
        expect: [400, 409],
      }),
    onSuccess: async () => {
      notify(t('courses.certificate.revokeDone'), 'success', 'certificate-revoked');
      await queryClient.invalidateQueries({ queryKey: COURSES_KEY });
      onClose();
    },
    onError: (e) => {
      if (isApiError(e) && e.status === 409) setError(t('courses.certificate.alreadyRevoked'));
      else if (isApiError(e) && e.fields.reason) setError(e.fields.reason);
    },
  });
  const submit = () => {
    if (!reason.trim()) {
      setError(t('validation.required'));
      return;
    }
    revoke.mutate();
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('courses.certificate.revokeTitle', { name })}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Textarea
          label={t('courses.certificate.revokeReason')}
          required
          autosize
          minRows={3}
          maxLength={REVOKE_REASON_MAX}
          value={reason}
          error={error}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setError(null);
          }}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button color={FILLED.negative} loading={revoke.isPending} onClick={submit}>
            {t('courses.certificate.revokeConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
