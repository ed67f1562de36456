import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { FILLED } from '@/lib/semantic-colours';
import { MODAL_WIDTH } from './language-modal.ts';
import { useUnsavedChanges } from './use-unsaved-changes.ts';

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

/**
 * Both guards of a form in a dialog: leaving the page (`useUnsavedChanges`) and closing the dialog ask
 * first while it holds changes. `release` lets a save that succeeded leave without asking.
 */
export function useGuardedModal(dirty: boolean, close: () => void): { release: () => void; closeAsking: () => void } {
  const release = useUnsavedChanges(dirty);
  const closeAsking = useGuardedClose(dirty, close);
  return { release, closeAsking };
}
