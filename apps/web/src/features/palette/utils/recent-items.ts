/** One entry the palette opened: a need, a candidate, a client, a user or a page. */
export type TRecentItem = {
  kind: 'need' | 'candidate' | 'client' | 'user' | 'page';
  id: string;
  label: string;
  description?: string;
  path: string;
};

export const RECENT_MAX = 8;
const KINDS = new Set(['need', 'candidate', 'client', 'user', 'page']);

/** Kept per user on this browser, so a shared computer does not mix two people's items. */
export const recentStorageKey = (userId: string) => `palette.recent.${userId}`;

function isRecentItem(value: unknown): value is TRecentItem {
  const item = value as Partial<TRecentItem> | null;
  return (
    !!item &&
    typeof item === 'object' &&
    KINDS.has(item.kind as string) &&
    typeof item.id === 'string' &&
    typeof item.label === 'string' &&
    typeof item.path === 'string' &&
    item.path.startsWith('/')
  );
}

export function readRecent(userId: string): TRecentItem[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(recentStorageKey(userId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isRecentItem).slice(0, RECENT_MAX) : [];
  } catch {
    return [];
  }
}

/** Puts the item first, without its earlier copy, and keeps the last RECENT_MAX. */
export function pushRecent(userId: string, item: TRecentItem): TRecentItem[] {
  const next = [
    item,
    ...readRecent(userId).filter((old) => old.kind !== item.kind || old.id !== item.id),
  ].slice(0, RECENT_MAX);
  try {
    localStorage.setItem(recentStorageKey(userId), JSON.stringify(next));
  } catch {
    // A full or refused storage only loses the history.
  }
  return next;
}
