import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';

/**
 * A failed form submission explained next to the form. The API message is already in the reader's
 * language; errors the fetch wrapper has already shown (toast, redirect) are not repeated.
 */
export function ApiErrorAlert({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  if (isApiError(error) && error.handled) return null;
  let message: string = t('errors.unexpected');
  if (isApiError(error)) {
    if (error.code === 'RATE_LIMITED' && error.retryAfter !== null) {
      message = t('errors.rateLimited', { seconds: error.retryAfter });
    } else if (error.message) {
      message = error.message;
    }
  }
  return (
    <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
      {message}
    </Alert>
  );
}
