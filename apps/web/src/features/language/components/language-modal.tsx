import { Radio, Stack } from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import type { SessionResponse } from '@ponte/shared/auth.schema';
import { isLocale, LOCALES, type Locale } from '@ponte/shared/locales';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '@/components/form-actions';
import { isApiError } from '@/lib/api-client';
import { applyLocale, currentLocale } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { SESSION_QUERY_KEY, useSession } from '@/lib/session';
import { saveLanguage } from '../api/save-language.ts';

/** Spec §2/§7: the interface language, saved as a user setting so it follows the person to every device. */
export function LanguageModal({ context, id }: ContextModalProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // Modals live outside the router's guards: the session can end (401) while this one is open.
  const session = useSession().data;
  const [choice, setChoice] = useState<Locale>(currentLocale());

  const mutation = useMutation({
    mutationFn: (locale: Locale) => {
      if (!session) throw new Error('No session');
      return saveLanguage(session.userId, locale);
    },
    onSuccess: async (_, locale) => {
      // The new language's catalogue may still be on its way: the confirmation is in that language.
      await applyLocale(locale);
      queryClient.setQueryData<SessionResponse | null>(SESSION_QUERY_KEY, (current) =>
        current ? { ...current, language: locale } : current,
      );
      notify(t('language.saved', { lng: locale }), 'success', 'language-saved');
      context.closeModal(id);
    },
    onError: (error) => {
      // A 401/403 has already sent the person elsewhere with its own message.
      if (isApiError(error) && error.handled) return;
      notify(t('language.saveFailed'), 'error', 'language-failed');
    },
  });

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        mutation.mutate(choice);
      }}
    >
      <Stack gap="md">
        <Radio.Group
          value={choice}
          onChange={(value) => {
            if (isLocale(value)) setChoice(value);
          }}
          label={t('language.description')}
          labelProps={{ fw: 400, c: 'dimmed' }}
        >
          <Stack gap="sm" mt={4}>
            {LOCALES.map((locale) => (
              <Radio key={locale} value={locale} label={<span lang={locale}>{t(`language.${locale}`)}</span>} />
            ))}
          </Stack>
        </Radio.Group>
        <FormActions
          submitLabel={t('common.save')}
          onCancel={() => context.closeModal(id)}
          loading={mutation.isPending}
        />
      </Stack>
    </form>
  );
}
