import { Button, Fieldset, PinInput, Stack, Text } from '@mantine/core';
import { type SessionResponse, verifyEmailRequestSchema } from '@ponte/shared/auth.schema';
import type { TranslationKey } from '@ponte/shared/i18n/keys';
import { VERIFICATION_CODE_LENGTH } from '@ponte/shared/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { PageLoader } from '@/components/page-loader';
import { useDocumentTitle } from '@/lib/document-title';
import { useLogout } from '@/lib/logout';
import { notify } from '@/lib/notify';
import { TEXT } from '@/lib/semantic-colours';
import { SESSION_QUERY_KEY, useSession } from '@/lib/session';
import { resendVerificationCode, verifyEmail } from '../api/auth-api.ts';
import { AuthHeading } from '../components/auth-heading.tsx';
import { EmailConfirmedModal } from '../components/email-confirmed-modal.tsx';

export function VerifyEmailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const logout = useLogout();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const errorId = useId();
  useDocumentTitle(t('auth.verify.title'));

  const verify = useMutation({
    mutationFn: verifyEmail,
    onSuccess: () => {
      // The platform guard reads emailVerified from the cached session; the modal shows before it is left.
      setConfirmed(true);
    },
  });
  const resend = useMutation({
    mutationFn: resendVerificationCode,
    onSuccess: (data) => notify(data.message || t('auth.verify.resent'), 'success'),
  });

  if (session.isPending) return <PageLoader />;
  if (!session.data) return <Navigate to="/acesso/login" replace />;
  if (session.data.emailVerified && !confirmed) return <Navigate to="/plataforma/home" replace />;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = verifyEmailRequestSchema.safeParse({ code });
    if (!parsed.success) {
      setCodeError(t((parsed.error.issues[0]?.message ?? 'validation.code') as TranslationKey));
      return;
    }
    setCodeError(null);
    verify.mutate(parsed.data);
  };

  const onContinue = async () => {
    queryClient.setQueryData<SessionResponse | null>(SESSION_QUERY_KEY, (current) =>
      current ? { ...current, emailVerified: true } : current,
    );
    await navigate('/plataforma/home', { replace: true });
  };

  return (
    <Stack gap="md">
      <AuthHeading
        title={t('auth.verify.title')}
        description={t('auth.verify.description', { email: session.data.email })}
      />
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="md">
          <ApiErrorAlert error={verify.error} />
          <Fieldset
            variant="unstyled"
            p={0}
            legend={t('auth.verify.codeLabel')}
            styles={{ legend: { fontSize: 'var(--mantine-font-size-sm)', fontWeight: 500, marginBottom: 6 } }}
          >
            <PinInput
              length={VERIFICATION_CODE_LENGTH}
              type="number"
              oneTimeCode
              value={code}
              onChange={(value) => {
                setCode(value);
                if (codeError) setCodeError(null);
              }}
              error={Boolean(codeError)}
              size="md"
              gap="xs"
              getInputProps={(index) => ({
                'aria-label': t('auth.verify.digitLabel', { position: index + 1 }),
                'aria-describedby': codeError ? errorId : undefined,
              })}
            />
            {codeError && (
              <Text id={errorId} role="alert" c={TEXT.negative} size="sm" mt={6}>
                {codeError}
              </Text>
            )}
          </Fieldset>
          <Button type="submit" loading={verify.isPending} fullWidth>
            {t('auth.verify.submit')}
          </Button>
          <Button variant="subtle" onClick={() => resend.mutate()} loading={resend.isPending}>
            {t('auth.verify.resend')}
          </Button>
          <ApiErrorAlert error={resend.error} />
        </Stack>
      </form>
      {/* Signed in with the wrong account: a way out without confirming it. */}
      <Button variant="subtle" color="gray" c="dimmed" size="compact-sm" onClick={() => void logout()}>
        {t('auth.logout')}
      </Button>
      <EmailConfirmedModal opened={confirmed} onContinue={onContinue} />
    </Stack>
  );
}
