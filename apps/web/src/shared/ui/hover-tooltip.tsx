import {
  cloneElement,
  useRef,
  useState,
  type MouseEvent,
  type ReactElement,
  type Ref,
} from 'react';
import { Tooltip, type TooltipProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';

type TChildProps = {
  onMouseEnter?: (event: MouseEvent<HTMLElement>) => void;
  ref?: Ref<HTMLElement>;
};

/**
 * Mantine's Tooltip, mounted on the first hover of its target: a tooltip sets up its floating
 * position hooks when rendered, which on a board of cards that each carry a few of them made up a
 * good part of the first render. It opens on that first hover and then behaves as Tooltip does
 * (hover only, its default).
 *
 * The tooltip is a sibling pointed at the target (`target`), never a wrapper around it: wrapping
 * on hover would put a new element in the target's place, and a press that began on the old one
 * (a tap, a quick click on a busy machine) would end on the new one and never make a click.
 */
export function HoverTooltip({
  children,
  ...props
}: Omit<TooltipProps, 'children' | 'target'> & { children: ReactElement<TChildProps> }) {
  const [isArmed, setArmed] = useState(false);
  const target = useRef<HTMLElement>(null);
  const ref = useMergedRef(target, children.props.ref);
  return (
    <>
      {cloneElement(children, {
        ref,
        onMouseEnter: (event: MouseEvent<HTMLElement>) => {
          children.props.onMouseEnter?.(event);
          setArmed(true);
        },
      })}
      {isArmed ? <Tooltip target={target} defaultOpened {...props} /> : null}
    </>
  );
}
