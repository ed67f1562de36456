import { Alert, Button, Stack, Text, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TitledSection } from '@/components/titled-section';
import { isApiError } from '@/lib/api-client';
import { sendContact } from '../api/help-api.ts';

/** "Fale com o suporte": to the tenant's support address, with the article and the screen filled in. */
export function ContactForm({ article, screen }: { article: string | null; screen: string | null }) {
  const { t } = useTranslation();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const contact = useMutation({
    mutationFn: () => sendContact({ message, article, screen }),
    onSuccess: () => setMessage(''),
    onError: (failure) => setError(isApiError(failure) ? t('validation.required') : t('errors.unexpected')),
  });
  return (
    <TitledSection title={t('help.contact.title')} size="h4" gap="xs">
      <Text size="sm" c="dimmed">
        {t('help.contact.intro')}
      </Text>
      {contact.isSuccess ? (
        <Alert color="green" role="status">
          {t('help.contact.sent')}
        </Alert>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!message.trim()) {
              setError(t('validation.required'));
              return;
            }
            setError(null);
            contact.mutate();
          }}
        >
          <Stack gap="xs">
            <Textarea
              label={t('help.contact.message')}
              required
              value={message}
              maxLength={4000}
              autosize
              minRows={3}
              error={error}
              onChange={(event) => setMessage(event.currentTarget.value)}
            />
            <Button type="submit" loading={contact.isPending} style={{ alignSelf: 'flex-start' }}>
              {t('help.contact.send')}
            </Button>
          </Stack>
        </form>
      )}
    </TitledSection>
  );
}
