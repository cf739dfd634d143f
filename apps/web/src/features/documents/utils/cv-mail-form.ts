/** The messages of spec 001 §5 'AI email generation'. */
export const MAIL_FORM_MESSAGES = {
  selectCandidate: 'Please select at least one candidate',
  tjmRequired: 'TJM is required',
  availabilityRequired: 'Availability is required',
} as const;

export type TCvMailEntry = { selected: boolean; tjm: number | string; availability: string };
export type TCvMailSelection = Record<string, TCvMailEntry>;

export type TCvMailErrors = {
  form: string | null;
  fields: Record<string, { tjm?: string; availability?: string }>;
};

const toTjm = (value: number | string): number | null => {
  const n = typeof value === 'number' ? value : Number(String(value).trim().replace(',', '.'));
  return String(value).trim() !== '' && Number.isFinite(n) && n > 0 ? n : null;
};

const selectedIds = (selection: TCvMailSelection) =>
  Object.keys(selection).filter((id) => selection[id]?.selected);

/** At least one candidate; for each chosen one a TJM above 0 and an availability. */
export function validateCvMailForm(selection: TCvMailSelection): TCvMailErrors {
  const ids = selectedIds(selection);
  const errors: TCvMailErrors = {
    form: ids.length ? null : MAIL_FORM_MESSAGES.selectCandidate,
    fields: {},
  };
  for (const id of ids) {
    const entry = selection[id]!;
    const field: { tjm?: string; availability?: string } = {};
    if (toTjm(entry.tjm) === null) field.tjm = MAIL_FORM_MESSAGES.tjmRequired;
    if (!entry.availability.trim()) field.availability = MAIL_FORM_MESSAGES.availabilityRequired;
    if (field.tjm || field.availability) errors.fields[id] = field;
  }
  return errors;
}

export function hasCvMailErrors(errors: TCvMailErrors): boolean {
  return errors.form !== null || Object.keys(errors.fields).length > 0;
}

/** POST /analysisIA/emails/generate body: the need as job_analysis_key, candidate ids as cv keys (DECISIONS.md). */
export function buildCvMailRequest(needId: string, selection: TCvMailSelection) {
  const ids = selectedIds(selection);
  return {
    job_analysis_key: needId,
    cv_analysis_keys: ids,
    cv_details: Object.fromEntries(
      ids.map((id) => [
        id,
        { tjm: toTjm(selection[id]!.tjm), availability: selection[id]!.availability.trim() },
      ]),
    ),
  };
}
