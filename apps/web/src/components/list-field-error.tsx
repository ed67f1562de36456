import { Text } from '@mantine/core';
import type { FieldError } from 'react-hook-form';
import { fieldErrorText } from '@/lib/form-errors';
import { TEXT } from '@/lib/semantic-colours';

/**
 * The error of a list field as a whole (too few options, overlapping bands), under its rows: react-hook-form
 * puts it on the list, or on its `root` once a row has errors of its own.
 */
export function ListFieldError({
  error,
  ...rest
}: {
  error: { message?: string; root?: FieldError } | undefined;
  [data: `data-${string}`]: string | number | boolean | undefined;
}) {
  const shown = error?.root ?? error;
  if (!shown?.message) return null;
  return (
    <Text size="sm" c={TEXT.negative} role="alert" {...rest}>
      {fieldErrorText(shown as FieldError)}
    </Text>
  );
}
