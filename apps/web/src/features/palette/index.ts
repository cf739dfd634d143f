// The palette's own code stays in its chunk: only the host and the open/close store are here.
export { PaletteHost } from './components/palette-host.tsx';
export { closePalette, openPalette } from './palette-store.ts';
export { TopBarSearch } from './components/top-bar-search.tsx';
