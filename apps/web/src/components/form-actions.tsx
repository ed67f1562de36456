import { Button, type ButtonProps, Group, type MantineSpacing } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface FormActionsProps {
  /** What the main button does, in words ("Salvar", "Salvar localização", "Cadastrar"). */
  submitLabel: string;
  /** With it, a Cancel button (or `cancelLabel`) stands before the main one. */
  onCancel?: () => void;
  cancelLabel?: string;
  /** The main button is a form's submit unless it has a click of its own. */
  onSubmit?: () => void;
  loading?: boolean;
  /** The main button waits for something (a crop area, a choice). */
  disabled?: boolean;
  /** Cancel cannot interrupt what is under way (an upload). */
  cancelDisabled?: boolean;
  color?: ButtonProps['color'];
  mt?: MantineSpacing;
}

/** The row that ends a form or a modal: Cancel, then the main action, on the right (spec §2 modals). */
export function FormActions({
  submitLabel,
  onCancel,
  cancelLabel,
  onSubmit,
  loading = false,
  disabled = false,
  cancelDisabled = false,
  color,
  mt,
}: FormActionsProps) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" gap="sm" mt={mt}>
      {onCancel && (
        <Button variant="default" onClick={onCancel} disabled={cancelDisabled}>
          {cancelLabel ?? t('common.cancel')}
        </Button>
      )}
      <Button
        type={onSubmit ? 'button' : 'submit'}
        onClick={onSubmit}
        loading={loading}
        disabled={disabled}
        color={color}
      >
        {submitLabel}
      </Button>
    </Group>
  );
}
