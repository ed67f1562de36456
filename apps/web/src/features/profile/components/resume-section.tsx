import { Alert, Anchor, Button, FileButton, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { RESUME_ACCEPT, RESUME_MAX_BYTES } from '@ponte/shared/files.schema';
import type { Resume } from '@ponte/shared/profile-professional.schema';
import { IconFileTypePdf, IconTrash, IconUpload } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/section-card';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { professionalProfileQueryKey } from '../api/professional-profile-api.ts';
import { removeResume, storedFileHref, uploadResume } from '../api/professional-resume-api.ts';

const MAX_MB = RESUME_MAX_BYTES / (1024 * 1024);

interface Props {
  publicId: string;
  resume: Resume | null;
}

/** Spec §5: the résumé upload accepts PDF only (the server judges by content); it opens in a new tab. */
export function ResumeSection({ publicId, resume }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const resetInput = useRef<() => void>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: professionalProfileQueryKey(publicId) });

  const upload = useMutation({
    mutationFn: (file: File) => uploadResume(publicId, file),
    onSuccess: async () => {
      setProblem(null);
      notify(t('profileProfessional.resume.uploaded'), 'success', 'resume-uploaded');
      await refresh();
    },
    onError: (error) => {
      if (isApiError(error) && error.handled) return;
      // Spec §8 (uploads): the server's own explanation when it gave one, else the generic text.
      const serverText = isApiError(error) && error.status > 0 && error.status < 500 ? error.message : '';
      setProblem(serverText || t('profileProfessional.resume.uploadFailed'));
    },
    onSettled: () => resetInput.current?.(),
  });

  const remove = useMutation({
    mutationFn: () => removeResume(publicId),
    onSuccess: async () => {
      notify(t('profileProfessional.resume.removed'), 'success', 'resume-removed');
      await refresh();
    },
    onError: (error) => {
      if (isApiError(error) && error.handled) return;
      notify(t('profileProfessional.resume.removeFailed'), 'error', 'resume-remove-failed');
    },
  });

  const onPicked = (file: File | null) => {
    if (!file) return;
    if (file.type !== RESUME_ACCEPT[0]) {
      setProblem(t('profileProfessional.resume.pdfOnly'));
      resetInput.current?.();
      return;
    }
    if (file.size > RESUME_MAX_BYTES) {
      setProblem(t('profileProfessional.resume.tooLarge', { size: MAX_MB }));
      resetInput.current?.();
      return;
    }
    upload.mutate(file);
  };

  const confirmRemove = () =>
    modals.openConfirmModal({
      title: t('profileProfessional.resume.confirmTitle'),
      children: <Text size="sm">{t('profileProfessional.resume.confirmRemove')}</Text>,
      labels: { confirm: t('common.delete'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      size: 400,
      onConfirm: () => remove.mutate(),
    });

  return (
    <SectionCard title={t('profileProfessional.resume.title')}>
      {resume ? (
        <Group gap="xs" wrap="nowrap">
          <IconFileTypePdf size={20} aria-hidden />
          <Anchor
            href={storedFileHref(resume.url)}
            target="_blank"
            rel="noopener noreferrer"
            style={{ wordBreak: 'break-all' }}
          >
            {t('profileProfessional.resume.open', { name: resume.fileName })}
          </Anchor>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {t('profileProfessional.resume.none')}
        </Text>
      )}
      <Text size="sm" c="dimmed">
        {t('profileProfessional.resume.hint', { size: MAX_MB })}
      </Text>
      {problem && (
        <Alert role="alert" color="red" variant="light">
          {problem}
        </Alert>
      )}
      <Group gap="sm">
        <FileButton
          onChange={onPicked}
          accept={RESUME_ACCEPT.join(',')}
          resetRef={resetInput}
          inputProps={{ 'aria-label': t('profileProfessional.resume.upload') }}
        >
          {(props) => (
            <Button {...props} leftSection={<IconUpload size={16} aria-hidden />} loading={upload.isPending}>
              {resume ? t('profileProfessional.resume.replace') : t('profileProfessional.resume.upload')}
            </Button>
          )}
        </FileButton>
        {resume && (
          <Button
            variant="default"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={confirmRemove}
            loading={remove.isPending}
          >
            {t('profileProfessional.resume.remove')}
          </Button>
        )}
      </Group>
    </SectionCard>
  );
}
