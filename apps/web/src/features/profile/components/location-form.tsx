import { zodResolver } from '@hookform/resolvers/zod';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import {
  ADDRESS_MAX,
  CITY_MAX,
  COMPLEMENT_MAX,
  type LocationRequest,
  locationRequestSchema,
  NEIGHBORHOOD_MAX,
  type PersonalInformationResponse,
  POSTAL_CODE_MAX,
  STATE_MAX,
  STREET_NUMBER_MAX,
} from '@ponte/shared/profile-personal.schema';
import { BRAZILIAN_STATES, isBrazilianStateCode } from '@ponte/shared/reference/brazilian-states';
import { BRAZIL, COUNTRIES } from '@ponte/shared/reference/countries';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MaskedTextInput } from '@/components/masked-text-input';
import { isApiError } from '@/lib/api-client';
import { formErrorText } from '@/lib/form-error-text';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { useMunicipalities } from '@/lib/use-municipalities';
import { saveLocation } from '../api/personal-api.ts';
import { profileKey } from '../api/profile-api.ts';
import { FIELD_COLUMNS } from './form-fields.ts';
import { FormSection } from './form-section.tsx';

const POSTAL_CODE_MASK = '99999-999';
const COUNTRY_DATA = COUNTRIES.map((c) => c.value);
const STATE_DATA = BRAZILIAN_STATES.map((s) => ({ value: s.value, label: s.label }));

const FIELDS: readonly FieldPath<LocationRequest>[] = [
  'country',
  'postalCode',
  'address',
  'streetNumber',
  'neighborhood',
  'complement',
  'state',
  'city',
  'cityCode',
];

interface LocationFormProps {
  publicId: string;
  data: PersonalInformationResponse;
  readOnly: boolean;
}

export function LocationForm({ publicId, data, readOnly }: LocationFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const location = data.location;

  const form = useForm<LocationRequest, unknown, LocationRequest>({
    resolver: zodResolver(locationRequestSchema),
    defaultValues: {
      // A reader sees what was answered; only a form being filled suggests Brazil.
      country: location.country ?? (readOnly ? '' : BRAZIL.value),
      postalCode: location.postalCode ?? '',
      address: location.address ?? '',
      streetNumber: location.streetNumber ?? '',
      neighborhood: location.neighborhood ?? '',
      complement: location.complement ?? '',
      state: location.state ?? '',
      city: location.city ?? '',
      cityCode: location.cityCode,
    },
  });
  const { errors } = form.formState;
  const country = form.watch('country');
  const state = form.watch('state');
  // No country yet (only a reader sees that; a form starts on Brasil) reads with the Brazilian labels.
  const brazil = country === BRAZIL.value || !country;
  const cities = useMunicipalities(brazil && !readOnly ? state : null);

  const mutation = useMutation({
    mutationFn: (values: LocationRequest) => saveLocation(publicId, values),
    onSuccess: async () => {
      notify(t('profile.form.saved'), 'success');
      form.reset(form.getValues());
      await queryClient.invalidateQueries({ queryKey: profileKey(publicId) });
    },
    onError: (error) => {
      applyServerFieldErrors(error, form.setError, FIELDS);
      if (!isApiError(error) || !error.handled) notify(t('profile.form.saveFailed'), 'error');
    },
  });

  const clearPlace = () => {
    form.setValue('state', '', { shouldDirty: true });
    form.setValue('city', '', { shouldDirty: true });
    form.setValue('cityCode', null, { shouldDirty: true });
  };

  const stateLabel = useMemo(
    () => (brazil ? (BRAZILIAN_STATES.find((s) => s.value === state)?.label ?? state) : state),
    [brazil, state],
  );
  const has = (key: keyof typeof location) => key in location;
  const text = (name: 'address' | 'streetNumber' | 'neighborhood' | 'complement', max: number, autoComplete?: string) =>
    has(name) && (
      <TextInput
        {...form.register(name)}
        readOnly={readOnly}
        label={t(`profilePersonal.location.${name}`)}
        maxLength={max}
        autoComplete={autoComplete}
        error={formErrorText(errors[name])}
      />
    );

  return (
    <FormSection
      title={t('profilePersonal.location.title')}
      readOnly={readOnly}
      saving={mutation.isPending}
      onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
      testId="location"
    >
      <SimpleGrid cols={FIELD_COLUMNS} spacing="md" verticalSpacing="sm">
        <Controller
          control={form.control}
          name="country"
          render={({ field }) => (
            <Select
              ref={field.ref}
              readOnly={readOnly}
              label={t('profilePersonal.location.country')}
              data={COUNTRY_DATA}
              value={field.value || null}
              onChange={(next) => {
                if (!next || next === field.value) return;
                const crossesBrazil = (next === BRAZIL.value) !== (field.value === BRAZIL.value);
                field.onChange(next);
                if (crossesBrazil) clearPlace();
              }}
              onBlur={field.onBlur}
              searchable
              allowDeselect={false}
              withAsterisk={!readOnly}
              nothingFoundMessage={t('profile.form.nothingFound')}
              error={formErrorText(errors.country)}
              autoComplete="off"
            />
          )}
        />
        {has('postalCode') &&
          (brazil ? (
            <Controller
              control={form.control}
              name="postalCode"
              render={({ field }) => (
                <MaskedTextInput
                  ref={field.ref}
                  name={field.name}
                  onBlur={field.onBlur}
                  value={field.value}
                  onChange={field.onChange}
                  readOnly={readOnly}
                  mask={POSTAL_CODE_MASK}
                  label={t('profilePersonal.location.postalCodeBrazil')}
                  autoComplete="postal-code"
                  error={formErrorText(errors.postalCode)}
                />
              )}
            />
          ) : (
            <TextInput
              {...form.register('postalCode')}
              readOnly={readOnly}
              label={t('profilePersonal.location.postalCode')}
              maxLength={POSTAL_CODE_MAX}
              autoComplete="postal-code"
              error={formErrorText(errors.postalCode)}
            />
          ))}
        {text('address', ADDRESS_MAX, 'address-line1')}
        {text('streetNumber', STREET_NUMBER_MAX)}
        {text('neighborhood', NEIGHBORHOOD_MAX)}
        {text('complement', COMPLEMENT_MAX, 'address-line2')}
        {readOnly ? (
          <>
            <TextInput
              readOnly
              label={t(`profilePersonal.location.${brazil ? 'state' : 'stateOther'}`)}
              value={stateLabel}
            />
            <TextInput readOnly label={t('profilePersonal.location.city')} value={form.getValues('city')} />
          </>
        ) : brazil ? (
          <>
            <Controller
              control={form.control}
              name="state"
              render={({ field }) => (
                <Select
                  ref={field.ref}
                  label={t('profilePersonal.location.state')}
                  data={STATE_DATA}
                  value={field.value || null}
                  onChange={(next) => {
                    if (!next || next === field.value) return;
                    field.onChange(next);
                    form.setValue('city', '', { shouldDirty: true });
                    form.setValue('cityCode', null, { shouldDirty: true });
                  }}
                  onBlur={field.onBlur}
                  searchable
                  allowDeselect={false}
                  withAsterisk
                  placeholder={t('profile.form.select')}
                  nothingFoundMessage={t('profile.form.nothingFound')}
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
                  label={t('profilePersonal.location.city')}
                  data={cities.data ?? []}
                  value={field.value === null ? null : String(field.value)}
                  onChange={(next) => {
                    if (!next) return;
                    field.onChange(Number(next));
                    const label = cities.data?.find((c) => c.value === next)?.label ?? '';
                    form.setValue('city', label, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
                  }}
                  onBlur={field.onBlur}
                  searchable
                  allowDeselect={false}
                  withAsterisk
                  disabled={!isBrazilianStateCode(state)}
                  placeholder={
                    !isBrazilianStateCode(state)
                      ? t('profilePersonal.location.chooseStateFirst')
                      : cities.isPending
                        ? t('profilePersonal.location.loadingCities')
                        : t('profile.form.select')
                  }
                  nothingFoundMessage={t('profile.form.nothingFound')}
                  error={formErrorText(errors.city ?? errors.cityCode)}
                  autoComplete="off"
                />
              )}
            />
          </>
        ) : (
          <>
            <TextInput
              {...form.register('state')}
              label={t('profilePersonal.location.stateOther')}
              maxLength={STATE_MAX}
              withAsterisk
              autoComplete="address-level1"
              error={formErrorText(errors.state)}
            />
            <TextInput
              {...form.register('city')}
              label={t('profilePersonal.location.city')}
              maxLength={CITY_MAX}
              withAsterisk
              autoComplete="address-level2"
              error={formErrorText(errors.city)}
            />
          </>
        )}
      </SimpleGrid>
    </FormSection>
  );
}
