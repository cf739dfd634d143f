import type { ReactNode } from 'react';
import { TooltipAction } from '../ui/tooltip-action.tsx';

type TRowActionProps = {
  /** Shown on hover: what the button does. */
  tooltip: string;
  /** Spoken: what it does to which row ('Delete Alice'). */
  label: string;
  icon: ReactNode;
  color?: string;
  onClick: () => void;
};

/** An icon button at the end of a table row, with its tooltip. */
export function RowAction({ tooltip, label, icon, color, onClick }: TRowActionProps) {
  return (
    <TooltipAction label={tooltip} color={color} aria-label={label} onClick={onClick}>
      {icon}
    </TooltipAction>
  );
}
