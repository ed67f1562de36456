import { zodResolver } from '@hookform/resolvers/zod';
import { PasswordInput, Stack } from '@mantine/core';
import { type ChangePasswordForm, changePasswordFormSchema } from '@ponte/shared/auth.schema';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormActions } from '@/components/form-actions';
import { HeadingModal } from '@/components/heading-modal';
import { apiRequest, isApiError } from '@/lib/api-client';
import { applyServerFieldErrors, fieldErrorText } from '@/lib/form-errors';
import { MODAL_WIDTH } from '@/lib/language-modal';
import { notify } from '@/lib/notify';

const FIELDS = ['currentPassword', 'password'] as const;

/**
 * The signed-in person changes their password (issue 15 §1): the current one proves it is them; the
 * others of their sessions end, this one stays.
 */
export function ChangePasswordModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const form = useForm<z.input<typeof changePasswordFormSchema>, unknown, ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const change = useMutation({
    mutationFn: ({ currentPassword, password }: ChangePasswordForm) =>
      apiRequest<null>('/api/auth/senha', { method: 'PUT', body: { currentPassword, password }, quietFailure: true }),
    onSuccess: () => {
      notify(t('auth.changePassword.success'), 'success', 'password-changed');
      onClose();
    },
    onError: (error) => {
      if (applyServerFieldErrors(error, form.setError, FIELDS)) return;
      if (isApiError(error) && error.handled) return;
      notify(t('errors.unexpected'), 'error', 'password-change-failed');
    },
  });
  const toggle = { 'aria-label': t('auth.login.showPassword') };

  return (
    <HeadingModal onClose={onClose} size={MODAL_WIDTH} title={t('auth.changePassword.title')}>
      <form noValidate onSubmit={form.handleSubmit((values) => change.mutate(values))} data-change-password>
        <Stack gap="sm">
          <PasswordInput
            {...form.register('currentPassword')}
            label={t('auth.changePassword.current')}
            autoComplete="current-password"
            withAsterisk
            error={fieldErrorText(errors.currentPassword)}
            errorProps={{ role: 'alert' }}
            visibilityToggleButtonProps={toggle}
          />
          <PasswordInput
            {...form.register('password')}
            label={t('auth.changePassword.password')}
            description={t('auth.changePassword.hint')}
            autoComplete="new-password"
            withAsterisk
            error={fieldErrorText(errors.password)}
            errorProps={{ role: 'alert' }}
            visibilityToggleButtonProps={toggle}
          />
          <PasswordInput
            {...form.register('confirmPassword')}
            label={t('auth.changePassword.confirmPassword')}
            autoComplete="new-password"
            withAsterisk
            error={fieldErrorText(errors.confirmPassword)}
            errorProps={{ role: 'alert' }}
            visibilityToggleButtonProps={toggle}
          />
          <FormActions submitLabel={t('auth.changePassword.submit')} onCancel={onClose} loading={change.isPending} />
        </Stack>
      </form>
    </HeadingModal>
  );
}
