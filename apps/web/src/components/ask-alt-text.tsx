import { Button, Group, Stack, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { TFunction } from 'i18next';
import { useState } from 'react';

/** Alternative text is what a screen reader says instead of the image: a sentence, not a file name. */
const ALT_MAX = 250;

function AltTextForm({ t, onDone }: { t: TFunction; onDone: (alt: string | null) => void }) {
  const [alt, setAlt] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (alt.trim() === '') setError(t('validation.required'));
        else onDone(alt.trim());
      }}
    >
      <Stack gap="sm">
        <TextInput
          label={t('richText.altLabel')}
          description={t('richText.altHint')}
          value={alt}
          onChange={(event) => {
            setAlt(event.currentTarget.value);
            setError(undefined);
          }}
          maxLength={ALT_MAX}
          error={error}
          withAsterisk
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onDone(null)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit">{t('richText.altInsert')}</Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Asks the author what an image shows before it goes into the text (WCAG 1.1.1): the answer, or null when
 * they cancel (the image is then not inserted).
 */
export function askAltText(t: TFunction): Promise<string | null> {
  return new Promise((resolve) => {
    let settled = false;
    const done = (alt: string | null) => {
      if (settled) return;
      settled = true;
      modals.close(id);
      resolve(alt);
    };
    const id = modals.open({
      title: t('richText.altTitle'),
      closeButtonProps: { 'aria-label': t('common.close') },
      onClose: () => done(null),
      children: <AltTextForm t={t} onDone={done} />,
    });
  });
}
