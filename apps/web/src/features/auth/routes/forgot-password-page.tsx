import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { type ForgotPasswordRequest, forgotPasswordRequestSchema } from '@ponte/shared/auth.schema';
import { IconMailCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { useDocumentTitle } from '@/lib/document-title';
import { applyServerFieldErrors, fieldErrorText } from '@/lib/form-errors';
import { requestPasswordReset } from '../api/auth-api.ts';
import { AuthHeading } from '../components/auth-heading.tsx';
import { BackToLogin } from '../components/back-to-login.tsx';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.forgot.title'));

  const form = useForm<z.input<typeof forgotPasswordRequestSchema>, unknown, ForgotPasswordRequest>({
    resolver: zodResolver(forgotPasswordRequestSchema),
    defaultValues: { email: '' },
  });
  const mutation = useMutation({
    mutationFn: requestPasswordReset,
    onError: (error) => applyServerFieldErrors(error, form.setError, ['email']),
  });

  return (
    <Stack gap="md">
      <AuthHeading title={t('auth.forgot.title')} description={!mutation.isSuccess && t('auth.forgot.description')} />
      {mutation.isSuccess ? (
        // The same neutral answer whether or not the address has an account, so nobody can probe for accounts.
        <Alert role="status" color="green" variant="light" icon={<IconMailCheck aria-hidden />}>
          {t('auth.forgot.sent')}
        </Alert>
      ) : (
        <form noValidate onSubmit={form.handleSubmit((values) => mutation.mutate(values))}>
          <Stack gap="md">
            <ApiErrorAlert error={mutation.error} />
            <TextInput
              {...form.register('email')}
              label={t('auth.login.email')}
              placeholder={t('auth.login.emailPlaceholder')}
              type="email"
              autoComplete="email"
              withAsterisk
              error={fieldErrorText(form.formState.errors.email)}
              errorProps={{ role: 'alert' }}
            />
            <Button type="submit" loading={mutation.isPending} fullWidth>
              {t('auth.forgot.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <BackToLogin />
    </Stack>
  );
}
