import { ActionIcon, type ActionIconProps, Button, Tooltip } from '@mantine/core';
import { IconPlus, type IconProps } from '@tabler/icons-react';
import type { ComponentType, ReactNode } from 'react';
import { TEXT } from '@/lib/semantic-colours';

/**
 * How a row's icon buttons look: in an editor's rows (options, bands) small and plain; in a list of
 * records (enrolments, classes) larger and quieter, with the label also shown as a tooltip.
 */
const KINDS = {
  editor: { iconSize: 16, color: TEXT.body, tooltip: false },
  list: { iconSize: 18, color: TEXT.secondary, tooltip: true },
} as const;

/**
 * An icon button acting on one row (edit, remove, move up): it has no text, so `label` names the action
 * and the row ("Remover opção 2").
 */
export function RowAction({
  label,
  icon: Icon,
  kind = 'editor',
  iconSize = KINDS[kind].iconSize,
  color = KINDS[kind].color,
  onClick,
  ...props
}: Omit<ActionIconProps, 'children' | 'variant'> & {
  label: string;
  icon: ComponentType<IconProps>;
  kind?: keyof typeof KINDS;
  iconSize?: number;
  onClick: () => void;
}) {
  const button = (
    <ActionIcon {...props} variant="subtle" color={color} onClick={onClick} aria-label={label}>
      <Icon size={iconSize} aria-hidden />
    </ActionIcon>
  );
  return KINDS[kind].tooltip ? (
    <Tooltip label={label} withinPortal>
      {button}
    </Tooltip>
  ) : (
    button
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
