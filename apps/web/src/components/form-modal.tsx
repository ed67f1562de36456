import { Modal, type ModalProps, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions, type FormActionsProps } from './form-actions.tsx';

/**
 * A modal that is one form (spec §2 modals): its title names the form too, the fields stack, and Cancel
 * and the main action end it. `onClose` is what ×, Escape and Cancel do (a guarded close asks first when
 * something changed); `actions` adjusts the row (a disabled Cancel while something runs).
 */
export function FormModal({
  opened = true,
  title,
  onClose,
  onSubmit,
  submitLabel,
  loading = false,
  size,
  fullScreen,
  gap = 'sm',
  actions,
  formData,
  children,
}: {
  /** Shown; a modal kept mounted between uses passes its state (its closing animation plays). */
  opened?: boolean;
  title: string;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  loading?: boolean;
  size?: ModalProps['size'];
  fullScreen?: boolean;
  gap?: 'sm' | 'md';
  actions?: Omit<FormActionsProps, 'submitLabel' | 'loading' | 'mt'>;
  /** A `data-*` mark on the form, for tests. */
  formData?: `data-${string}`;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size={size}
      fullScreen={fullScreen}
      title={title}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form noValidate onSubmit={onSubmit} aria-label={title} {...(formData ? { [formData]: true } : {})}>
        <Stack gap={gap}>
          {children}
          <FormActions
            submitLabel={submitLabel}
            onCancel={onClose}
            loading={loading}
            mt={gap === 'sm' ? 'xs' : undefined}
            {...actions}
          />
        </Stack>
      </form>
    </Modal>
  );
}
