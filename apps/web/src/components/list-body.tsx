import { Alert, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageLoader } from '@/components/page-loader';

/**
 * The states every list passes through, said the same way everywhere: loading, a failed load (an
 * alert), nothing found (a framed line), or the rows themselves.
 */
export function ListBody({
  isPending,
  isError,
  isEmpty,
  errorText,
  emptyText,
  children,
}: {
  isPending: boolean;
  isError: boolean;
  isEmpty: boolean;
  errorText: string;
  emptyText: string;
  children: ReactNode;
}) {
  if (isPending) return <PageLoader />;
  if (isError) {
    return (
      <Alert color="red" role="alert">
        {errorText}
      </Alert>
    );
  }
  if (isEmpty) {
    return (
      <Paper withBorder radius="md" p="xl">
        <Text ta="center" c="dimmed" role="status">
          {emptyText}
        </Text>
      </Paper>
    );
  }
  return children;
}
