import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * What stops a form, said above or below it and announced (role alert): a "fix the fields marked"
 * banner, or the server's refusal. Nothing when there is nothing to say.
 */
export function FormAlert({
  children,
  ...rest
}: {
  children: ReactNode;
  [data: `data-${string}`]: string | number | boolean | undefined;
}) {
  if (children === null || children === undefined || children === false || children === '') return null;
  return (
    <Alert color="red" variant="light" role="alert" {...rest}>
      {children}
    </Alert>
  );
}
