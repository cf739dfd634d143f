import { CANDIDATE_ANALYSED_FIELDS, markManualFields, mergeCandidateData } from '@staffing/domain';
import type { TCandidateInsert, TCandidateRow } from './candidates.repository.ts';

/** The values of a create request that are set, as columns. */
export function toColumns(input: Record<string, unknown>): Partial<TCandidateInsert> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(input)) if (v !== undefined && k !== 'version') out[k] = v;
  return out as Partial<TCandidateInsert>;
}

/** A person's write: the analysed fields it changes become theirs (docs/decisions/0012-reviewed-imports.md). */
export function manualAfter(
  before: TCandidateRow | null,
  written: Record<string, unknown>,
): string[] {
  return markManualFields(
    before?.manualFields ?? [],
    written,
    CANDIDATE_ANALYSED_FIELDS,
    before ? (before as unknown as Record<string, unknown>) : undefined,
  );
}

/** The manual fields of both records of a merge: what either person typed stays theirs. */
function manualUnion(existing: readonly string[], incoming: readonly string[] | undefined) {
  return CANDIDATE_ANALYSED_FIELDS.filter(
    (key) => existing.includes(key) || (incoming ?? []).includes(key),
  );
}

/** The merge patch, with the manual fields joined rather than replaced. */
export function mergePatch(
  existing: TCandidateRow,
  values: Partial<TCandidateInsert>,
): Partial<TCandidateInsert> {
  const { manualFields, ...incoming } = values;
  const patch = mergeCandidateData(
    existing as unknown as Record<string, unknown>,
    incoming,
  ) as Partial<TCandidateInsert>;
  const union = manualUnion(existing.manualFields ?? [], manualFields);
  if (JSON.stringify(union) !== JSON.stringify(existing.manualFields ?? []))
    patch.manualFields = union;
  return patch;
}
