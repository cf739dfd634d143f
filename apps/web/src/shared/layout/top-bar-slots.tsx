import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

type TSlotTargets = {
  filterTarget: HTMLElement | null;
  actionsTarget: HTMLElement | null;
  setFilterTarget: (element: HTMLElement | null) => void;
  setActionsTarget: (element: HTMLElement | null) => void;
};

const TopBarSlotsContext = createContext<TSlotTargets | null>(null);

export function TopBarSlotsProvider({ children }: { children: ReactNode }) {
  const [filterTarget, setFilterTarget] = useState<HTMLElement | null>(null);
  const [actionsTarget, setActionsTarget] = useState<HTMLElement | null>(null);
  const value = useMemo(
    () => ({ filterTarget, actionsTarget, setFilterTarget, setActionsTarget }),
    [filterTarget, actionsTarget],
  );
  return <TopBarSlotsContext.Provider value={value}>{children}</TopBarSlotsContext.Provider>;
}

/** For the layout: where to mount the slot containers (top bar on desktop, menu on mobile). */
export function useTopBarSlotTargets(): TSlotTargets {
  const context = useContext(TopBarSlotsContext);
  if (!context) throw new Error('useTopBarSlotTargets must be used inside TopBarSlotsProvider');
  return context;
}

function Slot({
  target,
  children,
}: {
  target: HTMLElement | null | undefined;
  children: ReactNode;
}) {
  return target ? createPortal(children, target) : null;
}

/**
 * A page's own buttons, shown in the top bar (and under 'Actions' in the mobile menu):
 * `<TopBarActions><Button>Create Need</Button></TopBarActions>` anywhere in the page.
 */
export function TopBarActions({ children }: { children: ReactNode }) {
  return <Slot target={useContext(TopBarSlotsContext)?.actionsTarget}>{children}</Slot>;
}

/** The optional filter button at the left of the top bar ('Filters' in the mobile menu). */
export function TopBarFilter({ children }: { children: ReactNode }) {
  return <Slot target={useContext(TopBarSlotsContext)?.filterTarget}>{children}</Slot>;
}
