import { lazy, Suspense, useEffect, useState } from 'react';
import { closePalette, usePaletteOpened } from '../palette-store.ts';

const loadPalette = () => import('./command-palette.tsx');
const CommandPalette = lazy(() =>
  loadPalette().then(({ CommandPalette }) => ({ default: CommandPalette })),
);

/**
 * Where the signed-in layout keeps the command palette: its code (Spotlight and the search) loads
 * when the browser is idle or on the first Cmd/Ctrl+K, never with /login or the board.
 */
export function PaletteHost({ onOpenProfile }: { onOpenProfile?: () => void }) {
  const opened = usePaletteOpened();
  const [isMounted, setMounted] = useState(false);
  if (opened && !isMounted) setMounted(true);

  useEffect(() => {
    const idle = window.requestIdleCallback;
    if (!idle) return;
    const handle = idle(() => void loadPalette().catch(() => undefined), { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }, []);

  if (!isMounted) return null;
  return (
    <Suspense fallback={null}>
      <CommandPalette opened={opened} onClose={closePalette} onOpenProfile={onOpenProfile} />
    </Suspense>
  );
}
