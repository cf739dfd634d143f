import { cloneElement, useState, type MouseEvent, type ReactElement } from 'react';
import { Tooltip, type TooltipProps } from '@mantine/core';

type TChildProps = { onMouseEnter?: (event: MouseEvent<HTMLElement>) => void };

/**
 * Mantine's Tooltip, mounted on the first hover of its target: a tooltip sets up its floating
 * position hooks when rendered, which on a board of cards that each carry a few of them made up a
 * good part of the first render. It opens on that first hover and then behaves as
 * Tooltip does (hover only, its default).
 */
export function HoverTooltip({
  children,
  ...props
}: Omit<TooltipProps, 'children'> & { children: ReactElement<TChildProps> }) {
  const [isArmed, setArmed] = useState(false);
  if (isArmed)
    return (
      <Tooltip defaultOpened {...props}>
        {children}
      </Tooltip>
    );
  return cloneElement(children, {
    onMouseEnter: (event: MouseEvent<HTMLElement>) => {
      children.props.onMouseEnter?.(event);
      setArmed(true);
    },
  });
}
