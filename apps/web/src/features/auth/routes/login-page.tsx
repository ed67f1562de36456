import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { type LoginRequest, loginRequestSchema } from '@ponte/shared/auth.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { PageLoader } from '@/components/page-loader';
import { useDocumentTitle } from '@/lib/document-title';
import { applyServerFieldErrors, fieldErrorText } from '@/lib/form-errors';
import { returnPath } from '@/lib/safe-redirect';
import { adoptSession, SESSION_QUERY_KEY, useSession } from '@/lib/session';
import { useTenant } from '@/lib/tenant';
import { login } from '../api/auth-api.ts';
import { AuthHeading } from '../components/auth-heading.tsx';

export function LoginPage() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  useDocumentTitle(t('auth.login.title'));

  const form = useForm<z.input<typeof loginRequestSchema>, unknown, LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', password: '' },
  });

  const mutation = useMutation({
    mutationFn: login,
    onSuccess: async (data) => {
      queryClient.setQueryData(SESSION_QUERY_KEY, adoptSession(data));
      await navigate(data.emailVerified ? returnPath(location.state) : '/acesso/verificar-email', { replace: true });
    },
    onError: (error) => {
      applyServerFieldErrors(error, form.setError, ['email', 'password']);
    },
  });

  if (session.isPending) return <PageLoader />;
  if (session.data && !mutation.isPending && !mutation.isSuccess) {
    return <Navigate to={session.data.emailVerified ? '/plataforma/home' : '/acesso/verificar-email'} replace />;
  }

  const { errors } = form.formState;

  return (
    <Stack gap="md">
      <AuthHeading title={t('auth.login.title')} description={t('auth.login.subtitle', { tenant: tenant.name })} />
      <form noValidate onSubmit={form.handleSubmit((values) => mutation.mutate(values))}>
        <Stack gap="md">
          <ApiErrorAlert error={mutation.error} />
          <TextInput
            {...form.register('email')}
            label={t('auth.login.email')}
            placeholder={t('auth.login.emailPlaceholder')}
            type="email"
            autoComplete="username"
            withAsterisk
            error={fieldErrorText(errors.email)}
            errorProps={{ role: 'alert' }}
          />
          <PasswordInput
            {...form.register('password')}
            label={t('auth.login.password')}
            autoComplete="current-password"
            withAsterisk
            error={fieldErrorText(errors.password)}
            errorProps={{ role: 'alert' }}
            visibilityToggleButtonProps={{ 'aria-label': t('auth.login.showPassword') }}
          />
          <Button type="submit" loading={mutation.isPending} fullWidth>
            {t('auth.login.submit')}
          </Button>
          <Anchor component={Link} to="/acesso/esqueceu-senha" size="sm" ta="center">
            {t('auth.login.forgotPassword')}
          </Anchor>
        </Stack>
      </form>
    </Stack>
  );
}
