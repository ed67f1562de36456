import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { RESET_TOKEN_PATTERN, type ResetPasswordForm, resetPasswordFormSchema } from '@ponte/shared/auth.schema';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/document-title';
import { applyServerFieldErrors, fieldErrorText } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { resetPassword } from '../api/auth-api.ts';
import { AuthHeading } from '../components/auth-heading.tsx';
import { BackToLogin } from '../components/back-to-login.tsx';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // An invitation (users module) lands here too: same token, "create your password" wording.
  const invite = params.get('convite') === '1';
  const copy = invite
    ? ({
        title: 'users.invitePage.title',
        description: 'users.invitePage.description',
        submit: 'users.invitePage.submit',
        success: 'users.invitePage.success',
      } as const)
    : ({
        title: 'auth.reset.title',
        description: 'auth.reset.description',
        submit: 'auth.reset.submit',
        success: 'auth.reset.success',
      } as const);
  useDocumentTitle(t(copy.title));

  const form = useForm<z.input<typeof resetPasswordFormSchema>, unknown, ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const mutation = useMutation({
    mutationFn: (values: ResetPasswordForm) => resetPassword({ token, password: values.password }),
    onSuccess: async () => {
      notify(t(copy.success), 'success');
      await navigate('/acesso/login', { replace: true });
    },
    onError: (error) => applyServerFieldErrors(error, form.setError, ['password']),
  });

  const tokenLooksValid = RESET_TOKEN_PATTERN.test(token);
  const tokenRejected = isApiError(mutation.error) && mutation.error.code === 'INVALID_TOKEN';
  const { errors } = form.formState;

  return (
    <Stack gap="md">
      <AuthHeading title={t(copy.title)} description={tokenLooksValid && t(copy.description)} />
      {!tokenLooksValid || tokenRejected ? (
        <Stack gap="sm">
          <Alert role="alert" color="red" variant="light">
            {tokenRejected ? mutation.error?.message : t('auth.reset.missingToken')}
          </Alert>
          <Anchor component={Link} to="/acesso/esqueceu-senha" size="sm" ta="center">
            {t('auth.forgot.submit')}
          </Anchor>
        </Stack>
      ) : (
        <form noValidate onSubmit={form.handleSubmit((values) => mutation.mutate(values))}>
          <Stack gap="md">
            <ApiErrorAlert error={mutation.error} />
            <PasswordInput
              {...form.register('password')}
              label={t('auth.reset.password')}
              description={t('auth.reset.hint')}
              autoComplete="new-password"
              withAsterisk
              error={fieldErrorText(errors.password)}
              errorProps={{ role: 'alert' }}
              visibilityToggleButtonProps={{ 'aria-label': t('auth.login.showPassword') }}
            />
            <PasswordInput
              {...form.register('confirmPassword')}
              label={t('auth.reset.confirmPassword')}
              autoComplete="new-password"
              withAsterisk
              error={fieldErrorText(errors.confirmPassword)}
              errorProps={{ role: 'alert' }}
              visibilityToggleButtonProps={{ 'aria-label': t('auth.login.showPassword') }}
            />
            <Button type="submit" loading={mutation.isPending} fullWidth>
              {t(copy.submit)}
            </Button>
          </Stack>
        </form>
      )}
      <BackToLogin />
    </Stack>
  );
}
