import { getAccessToken } from '../shared/session/index.ts';
import { preloadPage } from './router.tsx';

/**
 * What a visit needs first is asked for at once, side by side, rather than one after the other
 * as the router reaches it: the page's chunks (and the layout's when signed in) and, on the board,
 * its data (the board renders in ≤ 3× a static page). Resolves when the chunks are here,
 * so that the first render does not suspend on them.
 */
export function startRouteLoads(location: Pick<Location, 'pathname' | 'search'>): Promise<void> {
  const path = location.pathname.replace(/\/+$/, '') || '/';
  const isSignedIn = Boolean(getAccessToken());
  if (path === '/softeamboard' && isSignedIn) {
    const search = new URLSearchParams(location.search).get('search') ?? '';
    void import('../features/needs/api/get-board.ts').then(({ prefetchBoard }) =>
      prefetchBoard(search),
    );
  }
  return preloadPage(path, isSignedIn);
}
