import type { ReactNode } from 'react';
import { ActionIcon, Tooltip, type ActionIconProps, type ElementProps } from '@mantine/core';

type TTooltipActionProps = ActionIconProps & {
  /** The tooltip's words; the button's own name is its aria-label. */
  label: ReactNode;
  'aria-label': string;
  children: ReactNode;
};

type TButtonProps = ElementProps<'button', keyof ActionIconProps> & { href?: never };
type TLinkProps = ElementProps<'a', keyof ActionIconProps> & { href: string };

/**
 * An icon button with a tooltip: the row and card actions of the lists and the board. Given an
 * href it is a link (mailto:, or an address opened in a new tab).
 */
export function TooltipAction({
  label,
  children,
  ...props
}: TTooltipActionProps & (TButtonProps | TLinkProps)) {
  // Mantine types a polymorphic component for one element at a time; the props above already
  // tie an href to the link.
  const element = (props.href === undefined ? 'button' : 'a') as 'a';
  return (
    <Tooltip label={label}>
      <ActionIcon component={element} variant="subtle" {...(props as TLinkProps)}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}
