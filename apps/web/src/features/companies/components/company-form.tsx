import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  COMPANY_NAME_MAX,
  type Company,
  type CompanyRequest,
  companyRequestSchema,
} from '@ponte/shared/companies.schema';
import { COMPANY_SECTORS, COMPANY_SIZES } from '@ponte/shared/company-enums';
import { BRAZIL_DIAL_CODE, CNPJ_MASK, formatCnpj } from '@ponte/shared/documents';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AddressFields } from '@/components/address-fields';
import { ControlledEnumSelect } from '@/components/controlled-enum-select';
import { ControlledMaskedInput } from '@/components/controlled-masked-input';
import { FormActions } from '@/components/form-actions';
import { PhoneFields } from '@/components/phone-fields';
import { isApiError } from '@/lib/api-client';
import { formErrorText } from '@/lib/form-error-text';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { useUnsavedChanges } from '@/lib/use-unsaved-changes';

/** Where the server may name a refused field: every field of the request. */
const FIELDS = companyRequestSchema.keyof().options;

function defaults(company: Company | null): CompanyRequest {
  return {
    legalName: company?.legalName ?? '',
    tradeName: company?.tradeName ?? '',
    cnpj: company ? formatCnpj(company.cnpj) : '',
    sector: company?.sector ?? (undefined as unknown as CompanyRequest['sector']),
    size: company?.size ?? (undefined as unknown as CompanyRequest['size']),
    state: (company?.state ?? undefined) as CompanyRequest['state'],
    cityCode: company?.cityCode ?? (undefined as unknown as number),
    contactEmail: company?.contactEmail ?? '',
    phoneDialCode: company?.phoneDialCode ?? BRAZIL_DIAL_CODE,
    phone: company?.phone ?? '',
  };
}

interface CompanyFormProps {
  company: Company | null;
  submitLabel: string;
  /** Resolves when saved; a rejected ApiError's field messages land on the form. */
  onSubmit: (values: CompanyRequest) => Promise<unknown>;
  onSaved?: () => void;
  onCancel?: () => void;
  /** Two columns on the page; one inside the 400px modal. */
  columns?: 1 | 2;
  /** The register page starts again empty after each save. */
  resetAfterSave?: boolean;
}

/** Spec/issue 4 "Companies": legal and trade name, masked CNPJ, sector, size, state → city, email and phone. */
export function CompanyForm({
  company,
  submitLabel,
  onSubmit,
  onSaved,
  onCancel,
  columns = 2,
  resetAfterSave = false,
}: CompanyFormProps) {
  const { t } = useTranslation();
  const form = useForm<CompanyRequest, unknown, CompanyRequest>({
    resolver: zodResolver(companyRequestSchema) as never,
    defaultValues: defaults(company),
  });
  useUnsavedChanges(form.formState.isDirty);
  const { errors, isSubmitting } = form.formState;
  const cols = columns === 2 ? ({ base: 1, xs: 2 } as const) : 1;

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
      if (resetAfterSave) form.reset(defaults(null));
      onSaved?.();
    } catch (error) {
      if (isApiError(error) && error.status === 409 && error.fields.cnpj) {
        form.setError('cnpj', { type: 'server', message: error.fields.cnpj });
        form.setFocus('cnpj');
        return;
      }
      if (applyServerFieldErrors(error, form.setError, FIELDS)) return;
      if (!isApiError(error) || !error.handled) notify(t('companies.saveFailed'), 'error');
    }
  });

  const text = (name: 'legalName' | 'tradeName', autoComplete?: string) => (
    <TextInput
      {...form.register(name)}
      label={t(`companies.fields.${name}`)}
      maxLength={COMPANY_NAME_MAX}
      withAsterisk
      autoComplete={autoComplete ?? 'off'}
      error={formErrorText(errors[name])}
    />
  );

  return (
    <form noValidate onSubmit={submit} aria-label={submitLabel}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('companies.requiredLegend')}
        </Text>
        <SimpleGrid cols={cols} spacing="md" verticalSpacing="sm">
          {text('legalName')}
          {text('tradeName', 'organization')}
          <ControlledMaskedInput
            control={form.control}
            name="cnpj"
            mask={CNPJ_MASK}
            label={t('companies.fields.cnpj')}
            placeholder={CNPJ_MASK.replace(/9/g, '0')}
            withAsterisk
            autoComplete="off"
          />
          <ControlledEnumSelect
            control={form.control}
            name="sector"
            options={COMPANY_SECTORS}
            label={t('companies.fields.sector')}
            placeholder={t('companies.select')}
            nothingFoundMessage={t('companies.nothingFound')}
            withAsterisk
          />
          <ControlledEnumSelect
            control={form.control}
            name="size"
            options={COMPANY_SIZES}
            label={t('companies.fields.size')}
            placeholder={t('companies.select')}
            nothingFoundMessage={t('companies.nothingFound')}
            withAsterisk
          />
          <AddressFields form={form} />
          <TextInput
            {...form.register('contactEmail')}
            type="email"
            label={t('companies.fields.contactEmail')}
            withAsterisk
            autoComplete="email"
            error={formErrorText(errors.contactEmail)}
          />
          <PhoneFields
            form={form}
            dialCodeLabel={t('companies.fields.phoneDialCode')}
            phoneLabel={t('companies.fields.phone')}
            dialSpan={5}
          />
        </SimpleGrid>
        <FormActions submitLabel={submitLabel} onCancel={onCancel} loading={isSubmitting} />
      </Stack>
    </form>
  );
}
