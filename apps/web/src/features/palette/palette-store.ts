import { useSyncExternalStore } from 'react';

/**
 * Whether the command palette is open, outside React so the top bar's Cmd/Ctrl+K can open it
 * before its code has loaded (the palette is its own chunk, fetched on first use or when idle).
 */
let opened = false;
/** What was typed into the top bar's search box before the palette took over. */
let initialQuery = '';
const listeners = new Set<() => void>();

function set(next: boolean) {
  if (opened === next) return;
  opened = next;
  for (const listener of listeners) listener();
}

export const openPalette = (query = '') => {
  initialQuery = query;
  set(true);
};
/** The text the palette starts with (read once, when it opens). */
export const takePaletteQuery = () => {
  const query = initialQuery;
  initialQuery = '';
  return query;
};
export const closePalette = () => set(false);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePaletteOpened(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => opened,
    () => false,
  );
}
