import { zodResolver } from '@hookform/resolvers/zod';
import { TextInput } from '@mantine/core';
import { todayIso } from '@ponte/shared/profile-personal.schema';
import {
  CERTIFICATE_TEXT_MAX,
  type Certificate,
  type CertificateRequest,
  certificateRequestSchema,
} from '@ponte/shared/profile-skills.schema';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DateField } from '@/components/date-field';
import { FormModal } from '@/components/form-modal';
import { fieldErrorText } from '@/lib/form-errors';
import { certificatesQueryKey, saveCertificate } from '../api/certificates-api.ts';
import { useRecordModal } from './use-record-modal.ts';

const formSchema = certificateRequestSchema.omit({ certificateId: true });
type FormValues = z.input<typeof formSchema>;

const FIELDS = ['courseName', 'platform', 'issueDate', 'url'] as const;

function toFormValues(certificate: Certificate | null): FormValues {
  return {
    courseName: certificate?.courseName ?? '',
    platform: certificate?.platform ?? '',
    issueDate: certificate?.issueDate ?? null,
    url: certificate?.url ?? '',
  };
}

interface Props {
  publicId: string;
  opened: boolean;
  /** The certificate being edited, or null to add one. */
  certificate: Certificate | null;
  onClose: () => void;
}

/** Spec §2 "edit certificate" modal; §3/§5: texts up to 255 characters, issue date optional and not in the future. */
export function CertificateModal({ publicId, opened, certificate, onClose }: Props) {
  const { t } = useTranslation();
  const { form, mutation, modal } = useRecordModal({
    opened,
    record: certificate,
    onClose,
    resolver: zodResolver(formSchema),
    toFormValues,
    save: (body: CertificateRequest) => saveCertificate(publicId, body),
    queryKey: certificatesQueryKey(publicId),
    fields: FIELDS,
    texts: {
      addTitle: t('profileSkills.certificates.addTitle'),
      editTitle: t('profileSkills.certificates.editTitle'),
      saved: t('profileSkills.certificates.saved'),
      failed: t('profileSkills.certificates.saveFailed'),
    },
    toastId: 'certificate',
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    mutation.mutate({ ...values, certificateId: certificate?.certificateId ?? null }),
  );

  const text = (name: 'courseName' | 'platform' | 'url', label: string, extra: { placeholder?: string } = {}) => (
    <TextInput
      {...form.register(name)}
      label={label}
      withAsterisk
      maxLength={CERTIFICATE_TEXT_MAX}
      type={name === 'url' ? 'url' : 'text'}
      inputMode={name === 'url' ? 'url' : undefined}
      placeholder={extra.placeholder}
      error={fieldErrorText(errors[name])}
      errorProps={{ role: 'alert' }}
    />
  );

  return (
    <FormModal {...modal} onSubmit={onSubmit}>
      {text('courseName', t('profileSkills.certificates.courseName'))}
      {text('platform', t('profileSkills.certificates.platform'))}
      <Controller
        control={form.control}
        name="issueDate"
        render={({ field }) => (
          <DateField
            ref={field.ref}
            name={field.name}
            onBlur={field.onBlur}
            value={field.value}
            onChange={field.onChange}
            label={t('profileSkills.certificates.issueDate')}
            maxDate={todayIso()}
            error={fieldErrorText(errors.issueDate)}
            errorProps={{ role: 'alert' }}
          />
        )}
      />
      {text('url', t('profileSkills.certificates.url'), {
        placeholder: t('profileSkills.certificates.urlPlaceholder'),
      })}
    </FormModal>
  );
}
