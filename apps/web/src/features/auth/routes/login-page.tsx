import { Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import type { LoginRequest, loginRequestSchema } from '@ponte/shared/auth.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Resolver, useForm } from 'react-hook-form';
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

type LoginForm = z.input<typeof loginRequestSchema>;

/**
 * The sign-in page is the first download of most visits: the shared schema, and the schema library
 * with it, load when the form is first used (focus) and are awaited when it is checked (submit).
 */
let validation: Promise<Resolver<LoginForm, unknown, LoginRequest>> | undefined;

function loadValidation(): Promise<Resolver<LoginForm, unknown, LoginRequest>> {
  validation ??= Promise.all([import('@hookform/resolvers/zod'), import('@ponte/shared/auth.schema')]).then(
    ([{ zodResolver }, { loginRequestSchema }]) => zodResolver(loginRequestSchema),
    (error: unknown) => {
      // Not there (offline): the next focus or submit asks again.
      validation = undefined;
      throw error;
    },
  );
  return validation;
}

const resolver: Resolver<LoginForm, unknown, LoginRequest> = async (values, context, options) =>
  (await loadValidation())(values, context, options);

function preloadValidation(): void {
  loadValidation().catch(() => undefined);
}

export function LoginPage() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  useDocumentTitle(t('auth.login.title'));

  const form = useForm<LoginForm, unknown, LoginRequest>({
    resolver,
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
      <form noValidate onFocus={preloadValidation} onSubmit={form.handleSubmit((values) => mutation.mutate(values))}>
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
