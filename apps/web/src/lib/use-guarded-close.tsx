import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { FILLED } from '@/lib/semantic-colours';
import { MODAL_WIDTH } from './language-modal.ts';

/**
 * A form in a dialog asks before closing over unsaved changes, with the words the page guard uses
 * (spec §8 "Tem certeza que deseja descartar suas alterações?"): closing by ×, Escape, the backdrop or
 * Cancel discards only after "Descartar". A clean form closes at once.
 */
export function useGuardedClose(dirty: boolean, close: () => void): () => void {
  const { t } = useTranslation();
  return useCallback(() => {
    if (!dirty) {
      close();
      return;
    }
    modals.openConfirmModal({
      title: t('forms.unsaved.title'),
      children: <Text size="sm">{t('forms.unsaved.message')}</Text>,
      labels: { confirm: t('forms.unsaved.leave'), cancel: t('forms.unsaved.stay') },
      confirmProps: { color: FILLED.negative },
      size: MODAL_WIDTH,
      onConfirm: close,
    });
  }, [dirty, close, t]);
}
