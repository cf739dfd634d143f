import { parseJsonList } from '../candidates/candidate.rules.ts';
import { isEmptyFieldValue } from './manual-fields.ts';

/**
 * The candidate columns the cvAnalysis object repeats, by the object's key; the `*Json` columns
 * hold the lists as JSON text. Not listed: the name (a record made from a file carries a
 * placeholder until the analysis reads one) and the experiences (their columns are split).
 */
export const CV_FLAT_TO_ANALYSIS_KEY = {
  email: 'email',
  phone: 'phone',
  cvRole: 'role',
  cvExperienceYears: 'experienceyears',
  cvTrigramme: 'trigramme',
  cvCity: 'city',
  cvPostalCode: 'postalcode',
  cvCountry: 'country',
  cvAvailability: 'availability',
  cvEducation: 'education',
  cvHardSkillsJson: 'hardskills',
  cvSoftSkillsJson: 'softskills',
  cvKeyStrengthsJson: 'keystrengths',
  cvLanguagesJson: 'languages',
} as const;

/**
 * The cvAnalysis object a candidate keeps after an analysis: the analysis, except where the
 * record keeps its own value (a person's correction, or an earlier value the analysis may not
 * replace), so the object never contradicts the fields beside it. `written` holds the columns
 * this analysis writes; the others stay as `current` has them.
 */
export function alignCvAnalysisWithRecord(
  analysis: object,
  current: Record<string, unknown>,
  written: Record<string, unknown>,
): Record<string, unknown> {
  const object: Record<string, unknown> = { ...analysis };
  for (const [flat, key] of Object.entries(CV_FLAT_TO_ANALYSIS_KEY)) {
    if (flat in written || isEmptyFieldValue(current[flat])) continue;
    object[key] = flat.endsWith('Json') ? parseJsonList(current[flat]) : current[flat];
  }
  return object;
}
