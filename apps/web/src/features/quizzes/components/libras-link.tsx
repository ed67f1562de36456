import { Anchor, Group } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The question in Libras (asid records a video per question), opened in a new tab; nothing without one. */
export function LibrasLink({ url }: { url: string | null }) {
  const { t } = useTranslation();
  if (!url) return null;
  return (
    <Anchor href={url} target="_blank" rel="noopener noreferrer" size="sm" data-libras-link>
      <Group component="span" gap={4} wrap="nowrap">
        {t('quizzes.take.libras')}
        <IconExternalLink size={14} aria-hidden />
      </Group>
    </Anchor>
  );
}
