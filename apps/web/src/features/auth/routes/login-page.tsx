import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import type { LoginRequest, loginRequestSchema } from '@ponte/shared/auth.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import type { ErrorOption } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { PageLoader } from '@/components/page-loader';
import { useDocumentTitle } from '@/lib/document-title';
import { applyServerFieldErrors, fieldErrorText } from '@/lib/form-errors';
import { PublicLink, usePublicNavigation } from '@/lib/public-navigation';
import { returnPath } from '@/lib/safe-redirect';
import { adoptSession, SESSION_QUERY_KEY, useSession } from '@/lib/session';
import { useTenant } from '@/lib/tenant';
import { login } from '../api/auth-api.ts';
import { AuthHeading } from '../components/auth-heading.tsx';

const FIELDS = ['email', 'password'] as const;
type Field = (typeof FIELDS)[number];
type FieldErrors = Partial<Record<Field, { type: string; message: string }>>;

/**
 * The sign-in page is the first download of most visits, so this one form does without
 * react-hook-form (13 KiB gzip, issue 10 §2) and keeps its behaviour by hand: checked on submit
 * against the shared schema, the first invalid field focused, each field checked again as it changes
 * once the form was submitted, and the API's field errors shown under their fields. The schema, and
 * the schema library with it, load when the form is first used (focus) and are awaited on submit.
 */
let validation: Promise<typeof loginRequestSchema> | undefined;

function loadValidation(): Promise<typeof loginRequestSchema> {
  validation ??= import('@ponte/shared/auth.schema').then(
    ({ loginRequestSchema }) => loginRequestSchema,
    (error: unknown) => {
      // Not there (offline): the next focus or submit asks again.
      validation = undefined;
      throw error;
    },
  );
  return validation;
}

function preloadValidation(): void {
  loadValidation().catch(() => undefined);
}

function readValues(form: HTMLFormElement): Record<Field, string> {
  const data = new FormData(form);
  return { email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') };
}

/** The request, or each field's first message (a catalogue key, as zodResolver gave them). */
async function check(values: Record<Field, string>): Promise<{ data?: LoginRequest; errors: FieldErrors }> {
  const result = (await loadValidation()).safeParse(values);
  if (result.success) return { data: result.data, errors: {} };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as Field;
    errors[field] ??= { type: issue.code, message: issue.message };
  }
  return { errors };
}

export function LoginPage() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const navigation = usePublicNavigation();
  const queryClient = useQueryClient();
  const session = useSession();
  useDocumentTitle(t('auth.login.title'));

  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  // The API's field errors (applyServerFieldErrors names only these fields).
  const setError = (field: string, error: ErrorOption) =>
    setErrors((current) => ({ ...current, [field]: { type: error.type ?? '', message: error.message ?? '' } }));

  const mutation = useMutation({
    mutationFn: login,
    onSuccess: async (data) => {
      queryClient.setQueryData(SESSION_QUERY_KEY, adoptSession(data));
      navigation.go(data.emailVerified ? returnPath(navigation.state) : '/acesso/verificar-email', { replace: true });
    },
    onError: (error) => {
      applyServerFieldErrors<Record<Field, string>>(error, setError, FIELDS);
    },
  });

  // Already signed in on this device: on to the platform (or to verify the address first).
  const signedIn = session.data && !mutation.isPending && !mutation.isSuccess ? session.data : null;
  useEffect(() => {
    if (signedIn)
      navigation.go(signedIn.emailVerified ? '/plataforma/home' : '/acesso/verificar-email', { replace: true });
  }, [signedIn, navigation]);

  if (session.isPending || signedIn) return <PageLoader />;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setSubmitted(true);
    const result = await check(readValues(form));
    setErrors(result.errors);
    if (result.data) {
      mutation.mutate(result.data);
      return;
    }
    const first = FIELDS.find((field) => result.errors[field]);
    if (first) form.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  }

  async function onChange(event: FormEvent<HTMLFormElement>) {
    const target = event.target as HTMLInputElement;
    const field = FIELDS.find((name) => name === target.name);
    if (!submitted || !field) return;
    const { errors: next } = await check(readValues(event.currentTarget));
    setErrors((current) => ({ ...current, [field]: next[field] }));
  }

  return (
    <Stack gap="md">
      <AuthHeading title={t('auth.login.title')} description={t('auth.login.subtitle', { tenant: tenant.name })} />
      <form noValidate onFocus={preloadValidation} onSubmit={onSubmit} onChange={onChange}>
        <Stack gap="md">
          <ApiErrorAlert error={mutation.error} />
          <TextInput
            name="email"
            label={t('auth.login.email')}
            placeholder={t('auth.login.emailPlaceholder')}
            type="email"
            autoComplete="username"
            withAsterisk
            error={fieldErrorText(errors.email)}
            errorProps={{ role: 'alert' }}
          />
          <PasswordInput
            name="password"
            label={t('auth.login.password')}
            autoComplete="current-password"
            withAsterisk
            error={fieldErrorText(errors.password)}
            errorProps={{ role: 'alert' }}
            visibilityToggleButtonProps={{ 'aria-label': t('auth.login.showPassword') }}
          />
          {/* Signed in: still busy while the platform loads (a page load when the page came first). */}
          <Button type="submit" loading={mutation.isPending || mutation.isSuccess} fullWidth>
            {t('auth.login.submit')}
          </Button>
          <PublicLink to="/acesso/esqueceu-senha" size="sm" ta="center">
            {t('auth.login.forgotPassword')}
          </PublicLink>
        </Stack>
      </form>
    </Stack>
  );
}
