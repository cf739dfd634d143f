import {
  DUPLICATE_REASON_LABELS,
  describeDuplicate,
  IMPORT_MESSAGES as M,
  toEmailKey,
  toLinkedinKey,
  toNameKey,
  toPhoneKey,
  toPlaceKey,
  type TCreateCandidateRequest,
  type TDuplicateReason,
  type TImportDuplicate,
} from '@staffing/domain';
import type { TDuplicatesService } from '../duplicates/duplicates.service.ts';
import type { TImportsRepository } from './imports.repository.ts';

/** The duplicates an import's check lists: within the file, and with the pool. */

const why = (reasons: readonly TDuplicateReason[]) =>
  reasons.map((r) => DUPLICATE_REASON_LABELS[r]).join(', ');

/**
 * Rows of the same file that share a key (or the same name and city or employer) with an
 * earlier row: the later one names it.
 */
export function duplicatesWithinFile(
  drafts: { row: number; request: TCreateCandidateRequest }[],
): TImportDuplicate[] {
  const firstBy = new Map<string, number>();
  const out: TImportDuplicate[] = [];
  for (const { row, request } of drafts) {
    // The same folded name is the closest a name can be: with the same city or employer it
    // is the rule's 'similar name' reason, found here without the database.
    const nameKey = toNameKey(request.name);
    const withName = (other: string | null | undefined) => {
      const key = toPlaceKey(other);
      return nameKey && key ? `${nameKey}|${key}` : null;
    };
    const keys: [TDuplicateReason, string | null][] = [
      ['same_email', toEmailKey(request.email)],
      ['same_linkedin', toLinkedinKey(request.linkedinUrl)],
      ['same_phone', toPhoneKey(request.phone)],
      ['similar_name_same_employer', withName(request.cv1stExperienceCompany)],
      ['similar_name_same_city', withName(request.cvCity)],
    ];
    const reasons: TDuplicateReason[] = [];
    let otherRow: number | null = null;
    for (const [reason, key] of keys) {
      if (!key) continue;
      const seen = firstBy.get(`${reason}:${key}`);
      if (seen === undefined) firstBy.set(`${reason}:${key}`, row);
      else {
        reasons.push(reason);
        otherRow ??= seen;
      }
    }
    if (otherRow !== null)
      out.push({
        row,
        candidateId: null,
        otherRow,
        reasons,
        message: reasons.includes('same_email')
          ? M.sameEmailInFile(otherRow)
          : M.sameAsRow(otherRow, why(reasons)),
      });
  }
  return out;
}

/** Rows that may be somebody already in the pool: the best match of each, one query for all. */
export async function duplicatesInPool(
  drafts: { row: number; request: TCreateCandidateRequest }[],
  deps: { duplicates: TDuplicatesService; repo: TImportsRepository },
): Promise<TImportDuplicate[]> {
  const { duplicates, repo } = deps;
  const matches = await duplicates.findDuplicatesMany(
    drafts.map(({ request }) => ({
      name: request.name,
      email: request.email,
      phone: request.phone ?? undefined,
      linkedinUrl: request.linkedinUrl ?? undefined,
      cvCity: request.cvCity ?? undefined,
      employers: request.cv1stExperienceCompany ? [request.cv1stExperienceCompany] : [],
    })),
  );
  const holders = await repo.emailHolders(drafts.map((d) => d.request.email.toLowerCase()));
  return drafts.flatMap(({ row, request }, i) => {
    const holder = holders.get(request.email.toLowerCase());
    if (holder)
      return [
        {
          row,
          candidateId: holder.id,
          otherRow: null,
          reasons: ['same_email'] as TDuplicateReason[],
          message: M.emailTaken(holder.name),
        },
      ];
    const best = matches[i]![0];
    if (!best) return [];
    return [
      {
        row,
        candidateId: best.candidateId,
        otherRow: null,
        reasons: best.reasons,
        message: describeDuplicate(best.name, best.reasons),
      },
    ];
  });
}
