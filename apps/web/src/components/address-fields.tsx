import { Loader, Select, TextInput } from '@mantine/core';
import {
  ADDRESS_MAX,
  CITY_MAX,
  COMPLEMENT_MAX,
  NEIGHBORHOOD_MAX,
  POSTAL_CODE_MAX,
  STATE_MAX,
  STREET_NUMBER_MAX,
} from '@ponte/shared/profile-personal.schema';
import { BRAZILIAN_STATES, isBrazilianStateCode } from '@ponte/shared/reference/brazilian-states';
import { BRAZIL, COUNTRIES } from '@ponte/shared/reference/countries';
import { Controller, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formErrorText } from '@/lib/form-error-text';
import { type AddressValues, changeState, useCepAutofill } from '@/lib/use-cep-autofill';
import { useMunicipalities } from '@/lib/use-municipalities';
import { ControlledMaskedInput } from './controlled-masked-input.tsx';

/** Spec §5: the Brazilian postcode mask. */
export const POSTAL_CODE_MASK = '99999-999';
const COUNTRY_DATA = COUNTRIES.map((c) => c.value);
const STATE_DATA = BRAZILIAN_STATES.map((s) => ({ value: s.value, label: s.label }));

/** The parts of an address a form may show besides state and city (which every address block has). */
export type AddressPart = 'country' | 'postalCode' | 'address' | 'streetNumber' | 'neighborhood' | 'complement';
type TextPart = 'address' | 'streetNumber' | 'neighborhood' | 'complement';

/** Spec §3/§9 limits and the browser's autofill names of the free-text lines. */
const TEXT_PARTS: Record<TextPart, { max: number; autoComplete?: string }> = {
  address: { max: ADDRESS_MAX, autoComplete: 'address-line1' },
  streetNumber: { max: STREET_NUMBER_MAX },
  neighborhood: { max: NEIGHBORHOOD_MAX },
  complement: { max: COMPLEMENT_MAX, autoComplete: 'address-line2' },
};

export interface AddressFieldsProps<T extends FieldValues, TOut> {
  /** The form holding the address; its values follow AddressValues (those it shows). */
  form: UseFormReturn<T, unknown, TOut>;
  /** The parts shown before state and city, in this order. */
  parts?: readonly AddressPart[];
  /** Without a country part: whether the place is in Brazil (state and city selects) or abroad (free text). */
  brazil?: boolean;
}

/**
 * One address block for every form that asks where someone or something is (the profile's location,
 * a company, a student): country, CEP with its mask, street lines with their limits, and the state →
 * city pair, whose city list is the chosen state's and empties when the state changes. In Brazil a
 * complete CEP fills the state, and the optional lookup the rest (lib/use-cep-autofill.ts). Renders
 * its inputs as siblings, for the caller's grid. Spec §3 "Location", §5 "Location" and "Masks", §9.
 */
export function AddressFields<T extends FieldValues, TOut>({
  form: typedForm,
  parts = [],
  brazil: brazilProp = true,
}: AddressFieldsProps<T, TOut>) {
  const { t } = useTranslation();
  // The block reads and writes only the AddressValues paths; the caller's form holds them.
  const form = typedForm as unknown as UseFormReturn<AddressValues>;
  const { errors } = form.formState;
  const keepsCityName = 'city' in (form.formState.defaultValues ?? {});
  const has = (part: AddressPart) => parts.includes(part);

  const country = form.watch('country');
  const state = form.watch('state');
  // No country yet (a form starts on Brasil, so only an empty stored one) reads with the Brazilian labels.
  const brazil = has('country') ? country === BRAZIL.value || !country : brazilProp;
  const cities = useMunicipalities(brazil ? state : null);
  const { lookingUp } = useCepAutofill(form, {
    enabled: brazil && has('postalCode'),
    keepsCityName,
    fills: parts.filter((p): p is 'address' | 'neighborhood' => p === 'address' || p === 'neighborhood'),
  });

  const clearPlace = () => {
    form.setValue('state', '', { shouldDirty: true });
    form.setValue('cityCode', null, { shouldDirty: true });
    if (keepsCityName) form.setValue('city', '', { shouldDirty: true });
  };

  const text = (name: TextPart) =>
    has(name) && (
      <TextInput
        key={name}
        {...form.register(name)}
        label={t(`forms.address.${name}`)}
        maxLength={TEXT_PARTS[name].max}
        autoComplete={TEXT_PARTS[name].autoComplete}
        error={formErrorText(errors[name])}
      />
    );

  return (
    <>
      {has('country') && (
        <Controller
          control={form.control}
          name="country"
          render={({ field }) => (
            <Select
              ref={field.ref}
              label={t('forms.address.country')}
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
              withAsterisk
              nothingFoundMessage={t('forms.nothingFound')}
              error={formErrorText(errors.country)}
              autoComplete="off"
            />
          )}
        />
      )}
      {has('postalCode') &&
        (brazil ? (
          <ControlledMaskedInput
            control={form.control}
            name="postalCode"
            mask={POSTAL_CODE_MASK}
            label={t('forms.address.postalCodeBrazil')}
            autoComplete="postal-code"
            rightSection={
              lookingUp ? <Loader size="xs" role="status" aria-label={t('forms.address.lookingUp')} /> : undefined
            }
          />
        ) : (
          <TextInput
            {...form.register('postalCode')}
            label={t('forms.address.postalCode')}
            maxLength={POSTAL_CODE_MAX}
            autoComplete="postal-code"
            error={formErrorText(errors.postalCode)}
          />
        ))}
      {text('address')}
      {text('streetNumber')}
      {text('neighborhood')}
      {text('complement')}
      {brazil ? (
        <>
          <Controller
            control={form.control}
            name="state"
            render={({ field }) => (
              <Select
                ref={field.ref}
                label={t('forms.address.state')}
                data={STATE_DATA}
                value={field.value || null}
                onChange={(next) => {
                  if (next && next !== field.value) changeState(form, next, keepsCityName);
                }}
                onBlur={field.onBlur}
                searchable
                allowDeselect={false}
                withAsterisk
                placeholder={t('forms.select')}
                nothingFoundMessage={t('forms.nothingFound')}
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
                label={t('forms.address.city')}
                data={cities.data ?? []}
                value={typeof field.value === 'number' ? String(field.value) : null}
                onChange={(next) => {
                  if (!next) return;
                  field.onChange(Number(next));
                  if (!keepsCityName) return;
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
                    ? t('forms.address.chooseStateFirst')
                    : cities.isPending
                      ? t('forms.address.loadingCities')
                      : t('forms.select')
                }
                nothingFoundMessage={t('forms.nothingFound')}
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
            label={t('forms.address.stateOther')}
            maxLength={STATE_MAX}
            withAsterisk
            autoComplete="address-level1"
            error={formErrorText(errors.state)}
          />
          <TextInput
            {...form.register('city')}
            label={t('forms.address.city')}
            maxLength={CITY_MAX}
            withAsterisk
            autoComplete="address-level2"
            error={formErrorText(errors.city)}
          />
        </>
      )}
    </>
  );
}
