/** What the ranking of a need's matches compares. */
export type TRankedMatch = {
  score: number;
  /** A bench consultant free by the need's start. */
  isBenchInTime: boolean;
  /** Free by the need's start (null: unknown). */
  isAvailableInTime: boolean | null;
  id: string;
};

/**
 * Best fit first; at equal fit, bench consultants free in time, then anyone free in time, then
 * the rest; then by id, so the order never depends on the database's, nor on a name (a name
 * would let a first name move a candidate: the fairness test swaps them).
 */
export function compareMatches(a: TRankedMatch, b: TRankedMatch): number {
  return (
    b.score - a.score ||
    Number(b.isBenchInTime) - Number(a.isBenchInTime) ||
    Number(b.isAvailableInTime === true) - Number(a.isAvailableInTime === true) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}
