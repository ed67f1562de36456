import { Modal, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { MODAL_WIDTH } from '@/lib/language-modal';
import { FILLED } from '@/lib/semantic-colours';
import { leavingLosesChanges, useHasUnsavedChanges } from '@/lib/use-unsaved-changes';
import { FormActions } from './form-actions.tsx';

/**
 * The one navigation blocker of the platform (React Router keeps one per router): while any form holds
 * unsaved changes (lib/use-unsaved-changes.ts), a link, a tab or Back asks first with spec §8's discard
 * confirmation, and closing or reloading the browser tab gets the browser's own question.
 */
export function UnsavedChangesGuard() {
  const { t } = useTranslation();
  const unsaved = useHasUnsavedChanges();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => leavingLosesChanges(currentLocation, nextLocation));

  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);

  const stay = () => blocker.reset?.();
  return (
    <Modal
      opened={blocker.state === 'blocked'}
      onClose={stay}
      title={t('forms.unsaved.title')}
      size={MODAL_WIDTH}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Text size="sm">{t('forms.unsaved.message')}</Text>
        <FormActions
          submitLabel={t('forms.unsaved.leave')}
          onSubmit={() => blocker.proceed?.()}
          color={FILLED.negative}
          onCancel={stay}
          cancelLabel={t('forms.unsaved.stay')}
        />
      </Stack>
    </Modal>
  );
}
