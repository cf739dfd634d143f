import { isUnspecified, parseJsonList, type TCandidate } from '@staffing/domain';
import { t } from '../../../i18n/i18n.ts';

type TListName =
  'hardSkills' | 'softSkills' | 'keyStrengths' | 'languages' | 'missingSkills' | 'responsibilities';

/** Where each list lives: the JSON-text column, else the raw cvAnalysis object (spec 001 s.3). */
const SOURCES: Record<TListName, { column: keyof TCandidate; analysis: string[] }> = {
  hardSkills: { column: 'cvHardSkillsJson', analysis: ['hardskills', 'hardSkills', 'hard_skills'] },
  softSkills: { column: 'cvSoftSkillsJson', analysis: ['softskills', 'softSkills', 'soft_skills'] },
  keyStrengths: {
    column: 'cvKeyStrengthsJson',
    analysis: ['keystrengths', 'keyStrengths', 'key_strengths'],
  },
  languages: { column: 'cvLanguagesJson', analysis: ['languages'] },
  missingSkills: {
    column: 'cvMissingSkillsJson',
    analysis: ['missingskills', 'missingSkills', 'missing_skills'],
  },
  responsibilities: { column: 'cv1stExperienceResponsibilitiesJson', analysis: [] },
};

/** A profile list, unspecified values dropped. */
export function getProfileList(candidate: TCandidate, name: TListName): string[] {
  const { column, analysis } = SOURCES[name];
  let list = parseJsonList(candidate[column]);
  if (!list.length && candidate.cvAnalysis) {
    for (const k of analysis) {
      list = parseJsonList(candidate.cvAnalysis[k]);
      if (list.length) break;
    }
  }
  return list.filter((v) => !isUnspecified(v));
}

/** A text field for display: null when blank or 'Non spécifié'. */
export function showText(value: string | null | undefined): string | null {
  return isUnspecified(value) ? null : (value ?? '').trim();
}

export function getLocation(
  candidate: Pick<TCandidate, 'cvCity' | 'cvPostalCode' | 'cvCountry'>,
): string | null {
  const parts = [
    showText(candidate.cvCity),
    showText(candidate.cvPostalCode),
    showText(candidate.cvCountry),
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}

/** '5' → '5 years' ('5 ans'); free text is kept as written. */
export function formatExperience(years: string | null | undefined): string | null {
  const text = showText(years);
  if (!text) return null;
  return /^\d+(\.\d+)?$/.test(text) ? t('candidates.profile.years', { count: Number(text) }) : text;
}

export type TExperience = {
  title: string | null;
  company: string | null;
  startDate: string | null;
  endDate: string | null;
  location: string | null;
};

export function getExperiences(c: TCandidate): TExperience[] {
  const read = (n: '1st' | '2nd' | '3rd'): TExperience => ({
    title: showText(c[`cv${n}ExperienceTitle`]),
    company: showText(c[`cv${n}ExperienceCompany`]),
    startDate: showText(c[`cv${n}ExperienceStartDate`]),
    endDate: showText(c[`cv${n}ExperienceEndDate`]),
    location: showText(c[`cv${n}ExperienceLocation`]),
  });
  return [read('1st'), read('2nd'), read('3rd')];
}

export function hasExperience(e: TExperience): boolean {
  return !!(e.title || e.company);
}

/** The colour of each CV analysis badge; its text is `labelOf(t, 'cvAnalysis', status)`. */
export const CV_ANALYSIS_BADGES = {
  PENDING: { color: 'yellow' },
  READY: { color: 'green' },
  ERROR: { color: 'red' },
} as const;
