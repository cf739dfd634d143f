/** What the ranking of a need's matches compares. */
export type TRankedMatch = {
  score: number;
  /** A bench consultant free by the need's start. */
  isBenchInTime: boolean;
  /** Free by the need's start (null: unknown). */
  isAvailableInTime: boolean | null;
  name: string;
  id: string;
};

/**
 * Best fit first; at equal fit, bench consultants free in time, then anyone free in time, then
 * the rest; then by name and id so the order never depends on the database's.
 */
export function compareMatches(a: TRankedMatch, b: TRankedMatch): number {
  return (
    b.score - a.score ||
    Number(b.isBenchInTime) - Number(a.isBenchInTime) ||
    Number(b.isAvailableInTime === true) - Number(a.isAvailableInTime === true) ||
    a.name.localeCompare(b.name) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}
