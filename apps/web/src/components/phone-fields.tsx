import { Grid, Select } from '@mantine/core';
import { BRAZIL_DIAL_CODE, PHONE_MAX_DIGITS } from '@ponte/shared/documents';
import { DIAL_CODES } from '@ponte/shared/reference/dial-codes';
import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formErrorText } from '@/lib/form-error-text';
import { digitsMask } from '@/lib/mask';
import { ControlledMaskedInput } from './controlled-masked-input.tsx';

/** Spec §5: +55 numbers are (99) 99999-9999; any other country's up to 14 plain digits. */
export const BRAZIL_PHONE_MASK = '(99) 99999-9999';

export function phoneMask(dialCode: string | null | undefined): string {
  return dialCode === BRAZIL_DIAL_CODE ? BRAZIL_PHONE_MASK : digitsMask(PHONE_MAX_DIGITS);
}

/** Calling codes several countries share: the one a stored code shows as. */
const PREFERRED_DIAL_COUNTRY: Readonly<Record<string, string>> = {
  '1': 'US',
  '7': 'RU',
  '44': 'GB',
  '61': 'AU',
  '39': 'IT',
  '47': 'NO',
  '358': 'FI',
  '212': 'MA',
  '262': 'RE',
  '590': 'GP',
  '599': 'CW',
  '290': 'SH',
};

/** The country a stored calling code shows as in the select (Brazil when there is none). */
export function dialCountryOf(code: string | null | undefined): string {
  const wanted = code ?? BRAZIL_DIAL_CODE;
  const preferred = PREFERRED_DIAL_COUNTRY[wanted];
  if (preferred && DIAL_CODES.some((d) => d.country === preferred && d.code === wanted)) return preferred;
  return DIAL_CODES.find((d) => d.code === wanted)?.country ?? 'BR';
}

const DIAL_DATA = DIAL_CODES.map((d) => ({ value: d.country, label: d.label }));

/** The form values the pair binds to. */
interface PhoneValues {
  phoneDialCode: string | null | undefined;
  phone: string | null | undefined;
}

interface PhoneFieldsProps<T extends FieldValues, TOut> {
  form: UseFormReturn<T, unknown, TOut>;
  dialCodeLabel: string;
  phoneLabel: string;
  /** Columns (of 12) the country takes beside the number, from the sm breakpoint. */
  dialSpan?: number;
}

/**
 * The country calling code and the phone number masked for it, side by side (stacked on phones). The
 * select shows countries, the form keeps the code; a code the form is reset to shows its country again.
 */
export function PhoneFields<T extends FieldValues, TOut>({
  form: typedForm,
  dialCodeLabel,
  phoneLabel,
  dialSpan = 6,
}: PhoneFieldsProps<T, TOut>) {
  const { t } = useTranslation();
  // The pair reads and writes only the PhoneValues paths; the caller's form holds them.
  const form = typedForm as unknown as UseFormReturn<PhoneValues>;
  const { errors } = form.formState;
  const dialCode = form.watch('phoneDialCode');
  const [country, setCountry] = useState(() => dialCountryOf(dialCode));
  // The form was reset to another code (a saved company, an emptied register form): show its country.
  const stale = DIAL_CODES.find((d) => d.country === country)?.code !== dialCode;
  if (stale) setCountry(dialCountryOf(dialCode));

  return (
    <Grid gap="sm">
      <Grid.Col span={{ base: 12, sm: dialSpan }}>
        <Select
          label={dialCodeLabel}
          data={DIAL_DATA}
          value={country}
          onChange={(next) => {
            if (!next) return;
            setCountry(next);
            const code = DIAL_CODES.find((d) => d.country === next)?.code ?? BRAZIL_DIAL_CODE;
            form.setValue('phoneDialCode', code, { shouldDirty: true });
          }}
          searchable
          allowDeselect={false}
          withAsterisk
          nothingFoundMessage={t('forms.nothingFound')}
          error={formErrorText(errors.phoneDialCode)}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 12 - dialSpan }}>
        <ControlledMaskedInput
          control={form.control}
          name="phone"
          mask={phoneMask(dialCode)}
          type="tel"
          autoComplete="tel-national"
          label={phoneLabel}
          withAsterisk
        />
      </Grid.Col>
    </Grid>
  );
}
