import { Modal, type ModalProps, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface HeadingModalProps extends Omit<ModalProps, 'opened' | 'title'> {
  title: ReactNode;
  /** Shown; most of these dialogs mount only while open. */
  opened?: boolean;
  /** The heading's id where the dialog's content points at it too; otherwise one of its own. */
  titleId?: string;
}

/** A dialog whose title is a real heading (h2) that names it, with its × named for screen readers. */
export function HeadingModal({ title, opened = true, titleId, children, ...props }: HeadingModalProps) {
  const { t } = useTranslation();
  const ownId = useId();
  const id = titleId ?? ownId;
  return (
    <Modal
      opened={opened}
      {...props}
      title={
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
      }
      aria-labelledby={id}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {children}
    </Modal>
  );
}
