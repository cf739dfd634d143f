// One spelling per skill name for lookups: lower case, no accents, hyphens, underscores and
// apostrophes as spaces, "/" as its own token ("CI/CD" → "ci / cd"), so that aliases and text tokens meet.
export function normalizeSkillKey(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[-_'’`]/g, ' ')
    .replace(/\s*\/\s*/g, ' / ')
    .replace(/\s+/g, ' ')
    .trim();
}
