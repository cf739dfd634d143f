/**
 * The firm's pool: who a candidate is to the firm, when they are free, and whether they are on the
 * bench ('intercontrat'). One rule for the matches, the Bench page and the analytics.
 */
/** An employee or a freelancer under contract: the firm's own consultants. */
export function isConsultant(kind: string | null | undefined): boolean {
  return kind === 'employee' || kind === 'freelance';
}

const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');
const dayText = (d: Date) =>
  `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const startOfDay = (d: Date) =>
  new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
const addDays = (d: Date, n: number) => new Date(startOfDay(d).getTime() + n * DAY_MS);

/** The same day n months later, or that month's last day (29 November + 3 months: 28 February). */
function addMonths(d: Date, n: number): Date {
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, Math.min(d.getUTCDate(), lastDay)),
  );
}

const MONTHS: [RegExp, number][] = [
  [/^(janv(ier)?|jan(uary)?)\.?$/, 0],
  [/^(f[ée]vr(ier)?|feb(ruary)?)\.?$/, 1],
  [/^(mars|mar(ch)?)\.?$/, 2],
  [/^(avr(il)?|apr(il)?)\.?$/, 3],
  [/^(mai|may)$/, 4],
  [/^(juin|june?)$/, 5],
  [/^(juil(let)?|july?)\.?$/, 6],
  [/^(ao[uû]t|aug(ust)?)\.?$/, 7],
  [/^(sept?(embre)?|sep(tember)?)\.?$/, 8],
  [/^(oct(obre|ober)?)\.?$/, 9],
  [/^(nov(embre|ember)?)\.?$/, 10],
  [/^(d[ée]c(embre)?|dec(ember)?)\.?$/, 11],
];

const NOW_WORDS =
  /^(asap|immediate(ly)?|imm[ée]diate?(ment)?|d[eè]s que possible|now|tout de suite|available|disponible)$/;

/**
 * A day from what a CV, a job description or a person wrote: 'ASAP', '2027-03-01', '01/03/2027',
 * 'mars 2027', '1 month', '3 mois', '2 semaines'. Null when it names no day ('Not specified').
 */
export function readAvailabilityDay(text: string | null | undefined, today: Date): string | null {
  const v = (text ?? '').trim().toLowerCase();
  if (!v) return null;
  if (NOW_WORDS.test(v)) return dayText(today);
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(v);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const fr = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(v);
  if (fr) return `${fr[3]}-${pad(Number(fr[2]))}-${pad(Number(fr[1]))}`;
  const delay =
    /^(?:dans |in |sous |pr[ée]avis (?:de )?|notice (?:of )?)?(\d{1,2})\s*(mois|months?|semaines?|weeks?|jours?|days?)\b/.exec(
      v,
    );
  if (delay) {
    const n = Number(delay[1]);
    const unit = delay[2]!;
    if (/^(mois|month)/.test(unit)) return dayText(addMonths(today, n));
    if (/^(semaine|week)/.test(unit)) return dayText(addDays(today, 7 * n));
    return dayText(addDays(today, n));
  }
  const monthYear = /^(?:d[ée]but |early |from |[àa] partir de |en )?([a-zéû.]+)\s+(\d{4})$/.exec(
    v,
  );
  if (monthYear) {
    const month = MONTHS.find(([pattern]) => pattern.test(monthYear[1]!))?.[1];
    if (month !== undefined) return `${monthYear[2]}-${pad(month + 1)}-01`;
  }
  return null;
}

export type TAvailabilitySource = 'mission' | 'typed' | 'bench' | 'cv' | 'unknown';
export type TAvailability = {
  /** The first day the person is free (YYYY-MM-DD); null when nothing says. */
  date: string | null;
  /** A consultant without a running mission: on the bench ('intercontrat') today. */
  onBench: boolean;
  source: TAvailabilitySource;
};

export type TAvailabilityFacts = {
  poolKind: string | null | undefined;
  /** The end of the latest mission the firm sold for this consultant (a SALE step's end date). */
  soldMissionEnd?: string | null;
  /** The end of the current mission as typed on the candidate. */
  missionEndDate?: string | null;
  /** What the CV says (external candidates). */
  cvAvailability?: string | null;
};

/**
 * When a candidate is free. A consultant's mission ends on its sold end date where the firm sold
 * it, else on the typed date; free the day after. A consultant whose mission has ended, or who
 * has none, is on the bench now. An external candidate is free when the CV says.
 */
export function availabilityOf(facts: TAvailabilityFacts, now: Date): TAvailability {
  const today = dayText(now);
  if (!isConsultant(facts.poolKind)) {
    const date = readAvailabilityDay(facts.cvAvailability, now);
    return { date, onBench: false, source: date ? 'cv' : 'unknown' };
  }
  const sold = facts.soldMissionEnd?.slice(0, 10) || null;
  const missionEnd = sold ?? (facts.missionEndDate?.slice(0, 10) || null);
  if (missionEnd && missionEnd >= today) {
    const next = dayText(addDays(new Date(`${missionEnd}T00:00:00Z`), 1));
    return { date: next, onBench: false, source: sold ? 'mission' : 'typed' };
  }
  return { date: today, onBench: true, source: 'bench' };
}

/** Free on or before the day (null: the day or the availability is unknown). */
export function isAvailableBy(
  availability: Pick<TAvailability, 'date'>,
  day: string | null,
): boolean | null {
  if (!day || !availability.date) return null;
  return availability.date <= day;
}

export const BENCH_BUCKETS = ['now', 'within30', 'within60', 'within90', 'later'] as const;
export type TBenchBucket = (typeof BENCH_BUCKETS)[number];

/** The Bench page's groups: on the bench now, free within 30, 60, 90 days, later. */
export function benchBucketOf(availability: TAvailability, now: Date): TBenchBucket {
  if (availability.onBench || !availability.date) return availability.onBench ? 'now' : 'later';
  const days = Math.round(
    (new Date(`${availability.date}T00:00:00Z`).getTime() - startOfDay(now).getTime()) / DAY_MS,
  );
  if (days <= 0) return 'now';
  if (days <= 30) return 'within30';
  if (days <= 60) return 'within60';
  if (days <= 90) return 'within90';
  return 'later';
}
