import { getAccessToken } from '../shared/session/index.ts';

/**
 * A signed-in visit that opens the board directly: its chunks and its data are asked for at once,
 * side by side, rather than one after the other as the router reaches them (issue 12: the board
 * renders in ≤ 3× a static page). Anything else loads as the router decides.
 */
export function startRouteLoads(location: Pick<Location, 'pathname' | 'search'>): void {
  const path = location.pathname.replace(/\/+$/, '');
  if (path !== '/softeamboard' || !getAccessToken()) return;
  void import('./layout/app-layout.tsx');
  void import('./routes/board.tsx');
  const search = new URLSearchParams(location.search).get('search') ?? '';
  void import('../features/needs/api/get-board.ts').then(({ prefetchBoard }) =>
    prefetchBoard(search),
  );
}
