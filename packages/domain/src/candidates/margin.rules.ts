/**
 * Margin: what a consultant earns the firm a day. Billed is the TJM the client pays,
 * cost what the consultant costs a day (`consultantDailyCost`, Admin and Sales only).
 * amount = billed − cost; rate = (billed − cost) ÷ billed (WORKFLOWS.md 'Staffing KPIs').
 */
export type TMargin = { amount: number; rate: number | null };

const isAmount = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** The margin, or null unless both the billed TJM and the cost are known. */
export function marginOf(
  billed: number | null | undefined,
  cost: number | null | undefined,
): TMargin | null {
  if (!isAmount(billed) || !isAmount(cost)) return null;
  const amount = Math.round((billed - cost) * 100) / 100;
  return { amount, rate: billed > 0 ? (billed - cost) / billed : null };
}

/**
 * Which TJM a candidate's margin is billed at: the need's TJM when the candidate is shown on a
 * need, else (the global candidates list) the candidate's expected TJM.
 */
export function billedTjmOf(
  needTjm: number | null | undefined,
  expectedTjm: number | null | undefined,
): number | null {
  if (isAmount(needTjm)) return needTjm;
  return isAmount(expectedTjm) ? expectedTjm : null;
}

const euros = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2));

/** "150 €/day · 25 %" (the rate rounded to a whole percent; no rate for a zero TJM). */
export function formatMargin(margin: TMargin): string {
  const rate = margin.rate === null ? '' : ` · ${Math.round(margin.rate * 100)} %`;
  return `${euros(margin.amount)} €/day${rate}`;
}
