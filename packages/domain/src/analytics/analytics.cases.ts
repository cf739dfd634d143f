/**
 * The analytics rules that also run in SQL, as tables of cases: each runs against the domain's
 * function and against the SQL built from the same data (the server's rule SQL test).
 */

/** TJM (€/day) → index of its bucket in `TJM_BUCKET_EDGES`. */
export const TJM_BUCKET_CASES: readonly { tjm: number; bucket: number }[] = [
  { tjm: -50, bucket: 0 },
  { tjm: 0, bucket: 0 },
  { tjm: 299.99, bucket: 0 },
  { tjm: 300, bucket: 1 },
  { tjm: 450, bucket: 2 },
  { tjm: 599, bucket: 3 },
  { tjm: 600, bucket: 4 },
  { tjm: 799.5, bucket: 5 },
  { tjm: 800, bucket: 6 },
  { tjm: 999, bucket: 6 },
  { tjm: 1000, bucket: 7 },
  { tjm: 2500, bucket: 7 },
];

/** Billed TJM and consultant cost → daily margin and margin rate (null: unknown). */
export const MARGIN_CASES: readonly {
  billed: number | null;
  cost: number | null;
  margin: number | null;
  rate: number | null;
}[] = [
  { billed: 600, cost: 450, margin: 150, rate: 0.25 },
  { billed: 500, cost: 500, margin: 0, rate: 0 },
  { billed: 400, cost: 500, margin: -100, rate: -0.25 },
  { billed: 0, cost: 100, margin: -100, rate: null },
  { billed: null, cost: 100, margin: null, rate: null },
  { billed: 600, cost: null, margin: null, rate: null },
  { billed: null, cost: null, margin: null, rate: null },
];
