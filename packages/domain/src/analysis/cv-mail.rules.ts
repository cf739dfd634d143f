import { readDecimal } from '../common/read-number.ts';
/**
 * The AI e-mail form's three rules (spec 001 §5 'AI email generation'), checked by the dialog
 * before it sends and by the server on what it receives, with the same messages.
 */
export const CV_MAIL_MESSAGES = {
  selectCandidate: 'Please select at least one candidate',
  tjmRequired: 'TJM is required',
  availabilityRequired: 'Availability is required',
} as const;

/** A TJM as typed or sent ('550,5', ' 600 ', 600) when above 0; otherwise null. */
export function toMailTjm(value: unknown): number | null {
  const n = readDecimal(value);
  return n !== null && n > 0 ? n : null;
}

/** The availability as sent, trimmed; '' when missing. */
export function toMailAvailability(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

export type TCvMailEntryErrors = { tjm?: string; availability?: string };

/** A chosen candidate's details: a TJM above 0 and an availability. */
export function getCvMailEntryErrors(details: {
  tjm?: unknown;
  availability?: unknown;
}): TCvMailEntryErrors {
  const errors: TCvMailEntryErrors = {};
  if (toMailTjm(details.tjm) === null) errors.tjm = CV_MAIL_MESSAGES.tjmRequired;
  if (!toMailAvailability(details.availability))
    errors.availability = CV_MAIL_MESSAGES.availabilityRequired;
  return errors;
}

export type TCvMailEntry = { selected: boolean; tjm: number | string; availability: string };
export type TCvMailSelection = Record<string, TCvMailEntry>;
export type TCvMailErrors = { form: string | null; fields: Record<string, TCvMailEntryErrors> };

const selectedIds = (selection: TCvMailSelection) =>
  Object.keys(selection).filter((id) => selection[id]?.selected);

/** At least one candidate; for each chosen one a TJM above 0 and an availability. */
export function validateCvMailForm(selection: TCvMailSelection): TCvMailErrors {
  const ids = selectedIds(selection);
  const errors: TCvMailErrors = {
    form: ids.length ? null : CV_MAIL_MESSAGES.selectCandidate,
    fields: {},
  };
  for (const id of ids) {
    const field = getCvMailEntryErrors(selection[id]!);
    if (field.tjm || field.availability) errors.fields[id] = field;
  }
  return errors;
}

export function hasCvMailErrors(errors: TCvMailErrors): boolean {
  return errors.form !== null || Object.keys(errors.fields).length > 0;
}

/** POST /analysisIA/emails/generate body: the need as job_analysis_key, candidate ids as cv keys (docs/decisions/0011-analysis-api.md). */
export function buildCvMailRequest(needId: string, selection: TCvMailSelection) {
  const ids = selectedIds(selection);
  return {
    job_analysis_key: needId,
    cv_analysis_keys: ids,
    cv_details: Object.fromEntries(
      ids.map((id) => [
        id,
        {
          tjm: toMailTjm(selection[id]!.tjm),
          availability: toMailAvailability(selection[id]!.availability),
        },
      ]),
    ),
  };
}
