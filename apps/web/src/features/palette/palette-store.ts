import { useSyncExternalStore } from 'react';

/**
 * Whether the command palette is open, outside React so the top bar's Cmd/Ctrl+K can open it
 * before its code has loaded (the palette is its own chunk, fetched on first use or when idle).
 */
let opened = false;
/** What was typed into the top bar's search box and the palette has not taken yet. */
let pendingText = '';
/**
 * Counts the store's changes (every open, also of a palette already open, and every close): a key
 * typed in the box while the palette opens reaches it too.
 */
let requests = 0;
const listeners = new Set<() => void>();

function notify() {
  requests += 1;
  for (const listener of listeners) listener();
}

export const openPalette = (text = '') => {
  pendingText += text;
  opened = true;
  notify();
};
/** The text typed for the palette since it last looked (it adds it to its own). */
export const takePaletteQuery = () => {
  const text = pendingText;
  pendingText = '';
  return text;
};
export const closePalette = () => {
  if (!opened) return;
  opened = false;
  pendingText = '';
  notify();
};

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

/** Changes with every open and close, so that the open palette takes what was typed since. */
export function usePaletteRequests(): number {
  return useSyncExternalStore(
    subscribe,
    () => requests,
    () => 0,
  );
}
