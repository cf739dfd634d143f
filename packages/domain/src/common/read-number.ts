/**
 * Numbers as people type them: a decimal comma ('550,5') as well as a point, spaces around.
 * The one reader of the forms, query strings and analyses; null for a blank or unreadable value.
 */
export function readDecimal(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const n = Number(value.trim().replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}

/** The range of years of experience the need form accepts; a figure outside it is not believed. */
export const EXPERIENCE_YEARS_MAX = 50;

/**
 * Years of experience from what an analysis, a CV or a form says: '7 ans', '8+ years', '2,5 ans',
 * 'Plus de 10 ans', '3-5 years' (the minimum asked), or a number. Null when no figure is given or
 * when it falls outside 0 to 50 ('60 years' is a typo or an age, not a career).
 */
export function readExperienceYears(value: unknown): number | null {
  const figure =
    typeof value === 'number'
      ? value
      : readDecimal(/\d+(?:[.,]\d+)?/.exec(String(value ?? ''))?.[0]);
  if (figure === null || !Number.isFinite(figure)) return null;
  return figure >= 0 && figure <= EXPERIENCE_YEARS_MAX ? figure : null;
}
