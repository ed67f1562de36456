import { TextInput, type TextInputProps } from '@mantine/core';
import { forwardRef } from 'react';
import { applyDigitMask } from '@/lib/mask';

export interface MaskedTextInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue'> {
  /** Digit mask as the spec writes it: each 9 is a digit, e.g. "999.999.999-99". */
  mask: string;
  value: string | null | undefined;
  /** Receives the masked text (e.g. "529.982.247-25"); the shared schemas strip it to digits. */
  onChange: (value: string) => void;
}

/**
 * A text input that keeps its value in the mask's shape while typing or pasting. Controlled, so it
 * plugs into react-hook-form through a Controller.
 */
export const MaskedTextInput = forwardRef<HTMLInputElement, MaskedTextInputProps>(function MaskedTextInput(
  { mask, value, onChange, inputMode = 'numeric', ...props },
  ref,
) {
  return (
    <TextInput
      {...props}
      ref={ref}
      inputMode={inputMode}
      maxLength={mask.length}
      value={applyDigitMask(value ?? '', mask)}
      onChange={(event) => onChange(applyDigitMask(event.currentTarget.value, mask))}
    />
  );
});
