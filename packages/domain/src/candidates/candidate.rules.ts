import { PIPELINE_STAGES } from '../needs/need-column.ts';
import type { TStepType } from '../steps/step-type.ts';
import { CV_PLACEHOLDERS, hasCv } from './candidate.schema.ts';
import {
  getDecisiveStep,
  getGoNoGoDecision,
  summarizeSteps,
  type TStepLike,
  type TStepSummary,
} from '../steps/latest-step.ts';

// ---- CV state --------------------------------------------------------------------------------

export const CV_STATES = [
  'NO_CV',
  'ANALYZING',
  'ANALYZED',
  'ANALYSIS_FAILED',
  'NOT_ANALYZED',
] as const;
export type TCvState = (typeof CV_STATES)[number];

/**
 * What a candidate's CV badge says. The server marks cvAnalysisStatus PENDING only when it
 * starts an analysis job and moves it to READY or ERROR when the job ends, so PENDING means a job
 * really runs; a candidate without a CV and without a running job has 'No CV', never pending.
 */
export function getCvState(candidate: {
  cvUrl: string | null | undefined;
  cvAnalysisStatus: string | null | undefined;
}): TCvState {
  if (candidate.cvAnalysisStatus === 'PENDING') return 'ANALYZING';
  if (!hasCv(candidate.cvUrl)) return 'NO_CV';
  if (candidate.cvAnalysisStatus === 'READY') return 'ANALYZED';
  if (candidate.cvAnalysisStatus === 'ERROR') return 'ANALYSIS_FAILED';
  return 'NOT_ANALYZED';
}

// ---- stage -----------------------------------------------------------------------------------

/** A candidate's stages are the need's (PUSH and FROZEN are not stages of a candidate). */
const CANDIDATE_STAGES = PIPELINE_STAGES satisfies readonly TStepType[];
export type TCandidateStage = (typeof CANDIDATE_STAGES)[number];

const STAGE_PROGRESS = [0, 20, 40, 60, 80, 100, 100, 100] as const;
const STAGE_SHORT_NAMES: Record<TCandidateStage, string> = {
  NO_CANDIDATE: 'No Candidate',
  CANDIDATE_IDENTIFIED: 'Identified',
  CANDIDATE_SENT: 'Sent to Client',
  CANDIDATE_INTERVIEW: 'Interview',
  GO_NOGO: 'Go/No-Go',
  SALE: 'Sold',
  CANCELED: 'Canceled',
  DELETED: 'Deleted',
};

/** The most advanced stage among the steps (PUSH and FROZEN do not count); none → NO_CANDIDATE. */
export function getCandidateStage(
  steps: readonly { type: TStepType }[] | null | undefined,
): TCandidateStage {
  let best = 0;
  for (const s of steps ?? []) {
    const i = (CANDIDATE_STAGES as readonly string[]).indexOf(s.type);
    if (i > best) best = i;
  }
  return CANDIDATE_STAGES[best] ?? 'NO_CANDIDATE';
}

export function getStageProgress(stage: TCandidateStage): number {
  return STAGE_PROGRESS[CANDIDATE_STAGES.indexOf(stage)] ?? 0;
}

export function getStageShortName(stage: TCandidateStage): string {
  return STAGE_SHORT_NAMES[stage];
}

// ---- stage chips -----------------------------------------------------------------------------

export const STAGE_CHIPS = [
  { key: 'I', label: 'Identified' },
  { key: 'P', label: 'Push' },
  { key: 'S', label: 'Sent' },
  { key: 'IW', label: 'Interview' },
  { key: 'GNG', label: 'Go/No-Go' },
  { key: 'F', label: 'Frozen' },
  { key: 'GO', label: 'Go Decision' },
  { key: 'NO', label: 'No-Go Decision' },
] as const;
export type TStageChipKey = (typeof STAGE_CHIPS)[number]['key'];

/**
 * The chip of one candidate from its latest step: no step counts as identified; GO_NOGO shows its
 * decision (none counts as interview). SALE, CANCELED and DELETED have no chip.
 */
export function getStageChip(latest: TStepLike | null | undefined): TStageChipKey | null {
  if (!latest) return 'I';
  switch (latest.type) {
    case 'NO_CANDIDATE':
    case 'CANDIDATE_IDENTIFIED':
      return 'I';
    case 'PUSH':
      return 'P';
    case 'CANDIDATE_SENT':
      return 'S';
    case 'CANDIDATE_INTERVIEW':
      return 'IW';
    case 'FROZEN':
      return 'F';
    case 'GO_NOGO': {
      const decision = getGoNoGoDecision(latest);
      return decision === 'GO' ? 'GO' : decision === 'NO_GO' ? 'NO' : 'IW';
    }
    default:
      return null;
  }
}

/** Chips of a candidate's steps: a NO_GO decision, else the step created last, decides. */
export function getStageChips(steps: readonly TStepLike[] | null | undefined): TStageChipKey[] {
  const chip = getStageChip(getDecisiveStep(summarizeSteps(steps)));
  return chip ? [chip] : [];
}

/** The need card's per-stage chips: non-zero counts, in chip order. */
export function countStageChips(
  latestSteps: readonly (TStepLike | null | undefined)[],
): { key: TStageChipKey; label: string; count: number }[] {
  const counts = new Map<TStageChipKey, number>();
  for (const s of latestSteps) {
    const chip = getStageChip(s);
    if (chip) counts.set(chip, (counts.get(chip) ?? 0) + 1);
  }
  return STAGE_CHIPS.filter((c) => counts.has(c.key)).map((c) => ({
    ...c,
    count: counts.get(c.key) ?? 0,
  }));
}

// ---- tracker ---------------------------------------------------------------------------------

export type TTrackerTab = 'identified' | 'sent' | 'inProgress' | 'rejected';

export function isRejected(latest: TStepLike | null | undefined): boolean {
  if (!latest) return false;
  if (latest.type === 'CANCELED' || latest.type === 'DELETED') return true;
  return latest.type === 'GO_NOGO' && getGoNoGoDecision(latest) === 'NO_GO';
}

export function getTrackerTab(latest: TStepLike | null | undefined): TTrackerTab {
  if (!latest) return 'identified';
  if (isRejected(latest)) return 'rejected';
  switch (latest.type) {
    case 'SALE':
    case 'CANDIDATE_INTERVIEW':
    case 'GO_NOGO':
      return 'inProgress';
    case 'CANDIDATE_SENT':
      return 'sent';
    default:
      return 'identified';
  }
}

/**
 * The tracker tab of one candidate on a need: Rejected when it has a NO_GO decision, whatever
 * came after; otherwise by the step created last (docs/decisions/0009-latest-step.md).
 */
export function trackerTabOf(summary: TStepSummary): TTrackerTab {
  return getTrackerTab(getDecisiveStep(summary));
}

/** Process tracker tabs of a need's candidates (spec 001 section 4), by `trackerTabOf`. */
export function groupByTrackerTab<T extends TStepSummary>(
  candidates: readonly T[],
): Record<TTrackerTab, T[]> {
  const groups: Record<TTrackerTab, T[]> = {
    identified: [],
    sent: [],
    inProgress: [],
    rejected: [],
  };
  for (const c of candidates) groups[trackerTabOf(c)].push(c);
  return groups;
}

// ---- text helpers ----------------------------------------------------------------------------

/**
 * The words the analyzer and people use for "not given" (spec 001 section 3), lower-cased; with
 * the blank value they mean unspecified wherever a field is read (the server filters with them).
 */
export const UNSPECIFIED_VALUES = [
  '',
  'non spécifié',
  'non spécifiée',
  'non specifie',
  'non specifiee',
  'not specified',
] as const;
const UNSPECIFIED: ReadonlySet<string> = new Set(UNSPECIFIED_VALUES);

/** 'Non spécifié', 'Non spécifiée', 'Not specified' and blanks mean unspecified. */
export function isUnspecified(value: string | null | undefined): boolean {
  if (value === null || value === undefined) return true;
  return UNSPECIFIED.has(value.trim().toLowerCase());
}

/** A list stored as JSON text, read tolerantly: arrays, JSON strings, or comma/newline text. */
export function parseJsonList(text: unknown): string[] {
  if (text === null || text === undefined) return [];
  if (Array.isArray(text))
    return text.map((v) => (typeof v === 'string' ? v.trim() : String(v))).filter(Boolean);
  if (typeof text !== 'string') return [];
  const t = text.trim();
  if (!t) return [];
  try {
    const parsed: unknown = JSON.parse(t);
    if (Array.isArray(parsed)) return parseJsonList(parsed);
    if (typeof parsed === 'string') return parsed.trim() ? [parsed.trim()] : [];
    return [];
  } catch {
    return t
      .replace(/^\[|\]$/g, '')
      .split(/[,\n;]/)
      .map((s) =>
        s
          .trim()
          .replace(/^["']|["']$/g, '')
          .trim(),
      )
      .filter(Boolean);
  }
}

const stripAccents = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
const words = (name: string) => name.trim().split(/\s+/).filter(Boolean);

/**
 * Avatar initials: the first letters of the first and last words ('Jean Pierre Dupont' → 'JD'),
 * as people sign; one word gives one letter, an empty name '?'.
 */
export function getInitials(name: string | null | undefined): string {
  const w = words(name ?? '');
  if (!w.length) return '?';
  const ends = w.length > 1 ? [w[0]!, w[w.length - 1]!] : [w[0]!];
  return ends.map((p) => p[0]!.toUpperCase()).join('');
}

/** A name made safe for any file system: accents removed, other characters '_', at most 80. */
export function toSafeFileNamePart(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9_-]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^_|_$/g, '')
    .slice(0, 80);
}

const CV_EXTENSIONS = new Set(['pdf', 'doc', 'docx']);

/**
 * The CV download name `CV_{sanitised name}.pdf` (spec 001 §9, docs/decisions/0008-candidate-merge.md): a Word CV keeps
 * its real extension, read from the stored file's name or key, so that it still opens in Word.
 */
export function getCvDownloadName(
  name: string | null | undefined,
  storedFileName?: string | null,
): string {
  const ext = /\.([A-Za-z0-9]+)$/.exec(storedFileName ?? '')?.[1]?.toLowerCase() ?? '';
  return `CV_${toSafeFileNamePart(name) || 'candidate'}.${CV_EXTENSIONS.has(ext) ? ext : 'pdf'}`;
}

/** First letter of the first name and two of the last name (JDU for Jean Dupont). */
export function deriveTrigramme(name: string | null | undefined): string {
  const w = words(stripAccents(name ?? '').replace(/[^A-Za-z\s-]/g, ''));
  if (!w.length) return '';
  if (w.length === 1) return w[0]!.slice(0, 3).toUpperCase();
  const last = w[w.length - 1]!.replace(/-/g, '');
  return (w[0]![0]! + last.slice(0, 2)).toUpperCase();
}

// ---- filters ---------------------------------------------------------------------------------

/** The CV analysis status the 'analyzed' filter keeps (the server's SQL compares the same). */
export const CV_ANALYZED_STATUS = 'READY';

export type TCandidateFilters = {
  search?: string | null;
  status?: 'all' | 'with-needs' | 'without-needs';
  cvAnalysis?: 'all' | 'analyzed' | 'not-analyzed';
  availability?: 'all' | 'available' | 'not-specified';
};

type TFilterableCandidate = {
  name: string;
  email?: string | null;
  cvRole?: string | null;
  cvTrigramme?: string | null;
  skills?: readonly string[] | null;
  needs?: readonly unknown[] | null;
  cvAnalysisStatus?: string | null;
  cvAvailability?: string | null;
};

/** Candidates page filters; search over name, e-mail, role, trigramme and skills. */
export function matchesCandidateFilters(
  candidate: TFilterableCandidate,
  filters: TCandidateFilters,
): boolean {
  const search = filters.search?.trim().toLowerCase();
  if (search) {
    const fields = [
      candidate.name,
      candidate.email,
      candidate.cvRole,
      candidate.cvTrigramme,
      ...(candidate.skills ?? []),
    ];
    if (!fields.some((f) => f?.toLowerCase().includes(search))) return false;
  }
  const hasNeeds = (candidate.needs?.length ?? 0) > 0;
  if (filters.status === 'with-needs' && !hasNeeds) return false;
  if (filters.status === 'without-needs' && hasNeeds) return false;
  const analyzed = candidate.cvAnalysisStatus === CV_ANALYZED_STATUS;
  if (filters.cvAnalysis === 'analyzed' && !analyzed) return false;
  if (filters.cvAnalysis === 'not-analyzed' && analyzed) return false;
  const unspecified = isUnspecified(candidate.cvAvailability);
  if (filters.availability === 'available' && unspecified) return false;
  if (filters.availability === 'not-specified' && !unspecified) return false;
  return true;
}

// ---- merge -----------------------------------------------------------------------------------

const isEmptyValue = (v: unknown) =>
  v === undefined ||
  v === null ||
  (typeof v === 'string' && v.trim() === '') ||
  (Array.isArray(v) && v.length === 0);
const isPlaceholderCv = (v: unknown) =>
  v === CV_PLACEHOLDERS.manual || v === CV_PLACEHOLDERS.duplicate;

/**
 * Adding a candidate whose e-mail exists merges the new non-empty fields into the existing one
 * (docs/decisions/0008-candidate-merge.md). Returns only the fields that change: skills are united, a no-CV placeholder
 * never replaces a real CV, and the e-mail is kept.
 */
export function mergeCandidateData<E extends Record<string, unknown>>(
  existing: E,
  incoming: Record<string, unknown>,
): Partial<E> {
  const patch: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(incoming)) {
    if (key === 'id' || key === 'email' || key === 'version' || isEmptyValue(value)) continue;
    const current = existing[key];
    if (key === 'skills' && Array.isArray(value)) {
      const merged = [
        ...new Set([...((current as string[] | null) ?? []), ...(value as string[])]),
      ];
      if (merged.length !== ((current as string[] | null) ?? []).length) patch.skills = merged;
      continue;
    }
    if (key === 'cvUrl' && isPlaceholderCv(value) && !isEmptyValue(current)) continue;
    if (JSON.stringify(current) !== JSON.stringify(value)) patch[key] = value;
  }
  return patch as Partial<E>;
}
