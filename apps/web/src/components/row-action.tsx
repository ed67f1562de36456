import { ActionIcon, type ActionIconProps, Button } from '@mantine/core';
import { IconPlus, type IconProps } from '@tabler/icons-react';
import type { ComponentType, ReactNode } from 'react';
import { TEXT } from '@/lib/semantic-colours';

/**
 * An icon button acting on one row of an editable list (remove, move up): it has no text, so `label`
 * names the action and the row ("Remover opção 2").
 */
export function RowAction({
  label,
  icon: Icon,
  iconSize = 16,
  color = TEXT.body,
  onClick,
  ...props
}: Omit<ActionIconProps, 'children' | 'variant'> & {
  label: string;
  icon: ComponentType<IconProps>;
  iconSize?: number;
  onClick: () => void;
}) {
  return (
    <ActionIcon {...props} variant="subtle" color={color} onClick={onClick} aria-label={label}>
      <Icon size={iconSize} aria-hidden />
    </ActionIcon>
  );
}

/** The button under an editable list that adds a row to it. */
export function AddRowButton({
  onClick,
  disabled,
  children,
}: {
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Button
      variant="light"
      w="fit-content"
      leftSection={<IconPlus size={16} aria-hidden />}
      onClick={onClick}
      disabled={disabled}
    >
      {children}
    </Button>
  );
}
