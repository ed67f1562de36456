import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Grid, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  COMPANY_NAME_MAX,
  type Company,
  type CompanyRequest,
  companyRequestSchema,
} from '@ponte/shared/companies.schema';
import { COMPANY_SECTORS, COMPANY_SIZES } from '@ponte/shared/company-enums';
import { BRAZIL_DIAL_CODE, CNPJ_MASK, formatCnpj, PHONE_MAX_DIGITS } from '@ponte/shared/documents';
import { BRAZILIAN_STATES, isBrazilianStateCode } from '@ponte/shared/reference/brazilian-states';
import { DIAL_CODES } from '@ponte/shared/reference/dial-codes';
import { useState } from 'react';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ControlledEnumSelect } from '@/components/controlled-enum-select';
import { MaskedTextInput } from '@/components/masked-text-input';
import { isApiError } from '@/lib/api-client';
import { formErrorText } from '@/lib/form-error-text';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { digitsMask } from '@/lib/mask';
import { notify } from '@/lib/notify';
import { useMunicipalities } from '@/lib/use-municipalities';

const BRAZIL_PHONE_MASK = '(99) 99999-9999';
const STATE_DATA = BRAZILIAN_STATES.map((s) => ({ value: s.value, label: s.label }));
const DIAL_DATA = DIAL_CODES.map((d) => ({ value: d.country, label: d.label }));
const FIELDS: readonly FieldPath<CompanyRequest>[] = [
  'legalName',
  'tradeName',
  'cnpj',
  'sector',
  'size',
  'state',
  'cityCode',
  'contactEmail',
  'phoneDialCode',
  'phone',
];

function dialCountryOf(code: string): string {
  return DIAL_CODES.find((d) => d.code === code)?.country ?? 'BR';
}

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
  const { errors, isSubmitting } = form.formState;
  const state = form.watch('state');
  const dialCode = form.watch('phoneDialCode');
  const [dialCountry, setDialCountry] = useState(() => dialCountryOf(company?.phoneDialCode ?? BRAZIL_DIAL_CODE));
  const cities = useMunicipalities(state);
  const cols = columns === 2 ? ({ base: 1, xs: 2 } as const) : 1;

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
      if (resetAfterSave) {
        form.reset(defaults(null));
        setDialCountry('BR');
      }
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
        <Text size="sm" c="gray.8">
          {t('companies.requiredLegend')}
        </Text>
        <SimpleGrid cols={cols} spacing="md" verticalSpacing="sm">
          {text('legalName')}
          {text('tradeName', 'organization')}
          <Controller
            control={form.control}
            name="cnpj"
            render={({ field }) => (
              <MaskedTextInput
                ref={field.ref}
                name={field.name}
                onBlur={field.onBlur}
                value={field.value}
                onChange={field.onChange}
                mask={CNPJ_MASK}
                label={t('companies.fields.cnpj')}
                placeholder={CNPJ_MASK.replace(/9/g, '0')}
                withAsterisk
                autoComplete="off"
                error={formErrorText(errors.cnpj)}
              />
            )}
          />
          <ControlledEnumSelect
            control={form.control}
            name="sector"
            options={COMPANY_SECTORS}
            label={t('companies.fields.sector')}
            placeholder={t('companies.select')}
            nothingFoundMessage={t('companies.nothingFound')}
            withAsterisk
            error={formErrorText(errors.sector)}
          />
          <ControlledEnumSelect
            control={form.control}
            name="size"
            options={COMPANY_SIZES}
            label={t('companies.fields.size')}
            placeholder={t('companies.select')}
            nothingFoundMessage={t('companies.nothingFound')}
            withAsterisk
            error={formErrorText(errors.size)}
          />
          <Controller
            control={form.control}
            name="state"
            render={({ field }) => (
              <Select
                ref={field.ref}
                label={t('companies.fields.state')}
                data={STATE_DATA}
                value={field.value || null}
                onChange={(next) => {
                  if (!next || next === field.value) return;
                  field.onChange(next);
                  form.setValue('cityCode', undefined as unknown as number, { shouldDirty: true });
                }}
                onBlur={field.onBlur}
                searchable
                allowDeselect={false}
                withAsterisk
                placeholder={t('companies.select')}
                nothingFoundMessage={t('companies.nothingFound')}
                error={formErrorText(errors.state)}
                autoComplete="off"
              />
            )}
          />
          <Controller
            control={form.control}
            name="cityCode"
            render={({ field }) => (
              <Select
                ref={field.ref}
                label={t('companies.fields.city')}
                data={cities.data ?? []}
                value={field.value ? String(field.value) : null}
                onChange={(next) => next && field.onChange(Number(next))}
                onBlur={field.onBlur}
                searchable
                allowDeselect={false}
                withAsterisk
                disabled={!isBrazilianStateCode(state)}
                placeholder={
                  !isBrazilianStateCode(state)
                    ? t('companies.chooseStateFirst')
                    : cities.isPending
                      ? t('companies.loadingCities')
                      : t('companies.select')
                }
                nothingFoundMessage={t('companies.nothingFound')}
                error={formErrorText(errors.cityCode)}
                autoComplete="off"
              />
            )}
          />
          <TextInput
            {...form.register('contactEmail')}
            type="email"
            label={t('companies.fields.contactEmail')}
            withAsterisk
            autoComplete="email"
            error={formErrorText(errors.contactEmail)}
          />
          <Grid gap="sm">
            <Grid.Col span={{ base: 12, sm: 5 }}>
              <Select
                label={t('companies.fields.phoneDialCode')}
                data={DIAL_DATA}
                value={dialCountry}
                onChange={(country) => {
                  if (!country) return;
                  setDialCountry(country);
                  const code = DIAL_CODES.find((d) => d.country === country)?.code ?? BRAZIL_DIAL_CODE;
                  form.setValue('phoneDialCode', code, { shouldDirty: true });
                }}
                searchable
                allowDeselect={false}
                withAsterisk
                nothingFoundMessage={t('companies.nothingFound')}
                error={formErrorText(errors.phoneDialCode)}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 7 }}>
              <Controller
                control={form.control}
                name="phone"
                render={({ field }) => (
                  <MaskedTextInput
                    ref={field.ref}
                    name={field.name}
                    onBlur={field.onBlur}
                    value={field.value}
                    onChange={field.onChange}
                    mask={dialCode === BRAZIL_DIAL_CODE ? BRAZIL_PHONE_MASK : digitsMask(PHONE_MAX_DIGITS)}
                    type="tel"
                    autoComplete="tel-national"
                    label={t('companies.fields.phone')}
                    withAsterisk
                    error={formErrorText(errors.phone)}
                  />
                )}
              />
            </Grid.Col>
          </Grid>
        </SimpleGrid>
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t('companies.cancel')}
            </Button>
          )}
          <Button type="submit" loading={isSubmitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
