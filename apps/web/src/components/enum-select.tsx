import { MultiSelect, type MultiSelectProps, Select, type SelectProps } from '@mantine/core';
import type { EnumOption } from '@ponte/shared/profile-enums';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnumData } from '@/lib/use-enum-data';

export interface EnumSelectProps<V extends string>
  extends Omit<SelectProps, 'data' | 'value' | 'onChange' | 'readOnly'> {
  options: readonly EnumOption<V>[];
  value: V | null | undefined;
  onChange: (value: V | null) => void;
}

/** A Select over an EnumOption list (profile-enums.ts); the value is the option's code. */
export const EnumSelect = forwardRef<HTMLInputElement, EnumSelectProps<string>>(function EnumSelect(
  { options, value, onChange, placeholder, nothingFoundMessage, ...props },
  ref,
) {
  const { t } = useTranslation();
  const data = useEnumData(options);
  return (
    <Select
      {...props}
      ref={ref}
      data={data}
      value={value ?? null}
      onChange={(next) => onChange(next)}
      placeholder={placeholder ?? t('profile.form.select')}
      nothingFoundMessage={nothingFoundMessage ?? t('profile.form.nothingFound')}
      allowDeselect={false}
    />
  );
}) as <V extends string>(props: EnumSelectProps<V> & { ref?: React.Ref<HTMLInputElement> }) => React.JSX.Element;

export interface EnumMultiSelectProps<V extends string>
  extends Omit<MultiSelectProps, 'data' | 'value' | 'onChange' | 'readOnly'> {
  options: readonly EnumOption<V>[];
  value: readonly V[] | null | undefined;
  onChange: (value: V[]) => void;
}

/** A MultiSelect over an EnumOption list; the value is the list of codes. */
export const EnumMultiSelect = forwardRef<HTMLInputElement, EnumMultiSelectProps<string>>(function EnumMultiSelect(
  { options, value, onChange, placeholder, nothingFoundMessage, ...props },
  ref,
) {
  const { t } = useTranslation();
  const data = useEnumData(options);
  const selected = value ?? [];
  return (
    <MultiSelect
      {...props}
      ref={ref}
      data={data}
      value={[...selected]}
      onChange={(next) => onChange(next)}
      placeholder={selected.length > 0 ? undefined : (placeholder ?? t('profile.form.select'))}
      nothingFoundMessage={nothingFoundMessage ?? t('profile.form.nothingFound')}
    />
  );
}) as <V extends string>(props: EnumMultiSelectProps<V> & { ref?: React.Ref<HTMLInputElement> }) => React.JSX.Element;
