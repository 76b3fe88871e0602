import { Button, type ButtonProps } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import type { ButtonHTMLAttributes } from 'react';

export type ActionButtonProps = Omit<ButtonProps, 'leftSection' | 'size'> &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'> & {
    icon: TablerIcon;
    /** `xs` in bulk bars and table toolbars; the default size on page headers. */
    size?: 'xs';
    /** Red text for actions that take something away (disable, expire, remove). */
    danger?: boolean;
  };

/**
 * The outlined button with a leading icon that every action row uses (bulk bars, detail-page
 * headers), so the icon size follows the button size in one place.
 */
export function ActionButton({ icon: Icon, size, danger, variant = 'default', ...rest }: ActionButtonProps) {
  return (
    <Button
      size={size}
      variant={variant}
      color={danger ? 'red' : undefined}
      leftSection={<Icon size={size === 'xs' ? 14 : 16} aria-hidden />}
      {...rest}
    />
  );
}
