import { createContext, useContext, useMemo, useRef, type ReactNode, type RefObject } from 'react';

type TViewSearch = {
  /** The search box of the view on screen (each view has one), so Cmd/Ctrl+K can focus it. */
  inputRef: RefObject<HTMLInputElement | null>;
};

const ViewSearchContext = createContext<TViewSearch | null>(null);

export function ViewSearchProvider({ children }: { children: ReactNode }) {
  const inputRef = useRef<HTMLInputElement | null>(null);
  const value = useMemo(() => ({ inputRef }), []);
  return <ViewSearchContext.Provider value={value}>{children}</ViewSearchContext.Provider>;
}

/** Where the current view's search box registers itself (see ViewSearchInput). */
export function useViewSearchRef(): RefObject<HTMLInputElement | null> {
  const context = useContext(ViewSearchContext);
  if (!context) throw new Error('useViewSearchRef must be used inside ViewSearchProvider');
  return context.inputRef;
}
