import { t } from '../../../i18n/i18n.ts';
import type { TMessageKey } from '../../../i18n/keys.ts';

/**
 * How the review names the document section a value was read from (the analyzer's section
 * kinds of CVs and job descriptions); null for a kind with no useful name ('other').
 */
const SECTIONS = new Set([
  'header',
  'summary',
  'experience',
  'education',
  'skills',
  'languages',
  'strengths',
  'certifications',
  'projects',
  'interests',
  'contact',
  'required',
  'desired',
  'soft',
  'responsibilities',
  'profile',
  'company',
  'context',
]);

export function getSectionLabel(section: string | null | undefined): string | null {
  if (!section) return null;
  // A kind added to the analyzer later still shows, capitalised, until it gets its own label.
  return (
    (SECTIONS.has(section) ? t(`documents.section.${section}` as TMessageKey) : null) ??
    (section === 'other' ? null : section.charAt(0).toUpperCase() + section.slice(1))
  );
}
