import {
  createContext,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';

type TGlobalSearch = {
  /** What the user typed in the top bar's search box (not debounced; pages debounce). */
  search: string;
  setSearch: (value: string) => void;
  /** The top bar's input, so Cmd/Ctrl+K can focus it. */
  inputRef: RefObject<HTMLInputElement | null>;
};

const GlobalSearchContext = createContext<TGlobalSearch | null>(null);

export function GlobalSearchProvider({ children }: { children: ReactNode }) {
  const [search, setSearch] = useState('');
  const inputRef = useRef<HTMLInputElement | null>(null);
  const value = useMemo(() => ({ search, setSearch, inputRef }), [search]);
  return <GlobalSearchContext.Provider value={value}>{children}</GlobalSearchContext.Provider>;
}

/** The top bar's global search text; the board filters by it. */
export function useGlobalSearch(): TGlobalSearch {
  const context = useContext(GlobalSearchContext);
  if (!context) throw new Error('useGlobalSearch must be used inside GlobalSearchProvider');
  return context;
}
