import { TextInput, type TextInputProps } from '@mantine/core';
import { forwardRef } from 'react';

/**
 * The name of a course or a class, the one field each needs to exist: required, never filled from the
 * browser's history, its error announced as it appears.
 */
export const NameInput = forwardRef<HTMLInputElement, Omit<TextInputProps, 'withAsterisk' | 'autoComplete'>>(
  function NameInput(props, ref) {
    return <TextInput {...props} ref={ref} withAsterisk autoComplete="off" errorProps={{ role: 'alert' }} />;
  },
);
