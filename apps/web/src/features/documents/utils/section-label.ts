/**
 * How the review names the document section a value was read from (the analyzer's section
 * kinds of CVs and job descriptions); null for a kind with no useful name ('other').
 */
const SECTION_LABELS: Record<string, string> = {
  header: 'Header',
  summary: 'Summary',
  experience: 'Experience',
  education: 'Education',
  skills: 'Skills',
  languages: 'Languages',
  strengths: 'Strengths',
  certifications: 'Certifications',
  projects: 'Projects',
  interests: 'Interests',
  contact: 'Contact',
  required: 'Required skills',
  desired: 'Nice-to-have skills',
  soft: 'Soft skills',
  responsibilities: 'Responsibilities',
  profile: 'Profile',
  company: 'Company',
  context: 'Context',
};

export function getSectionLabel(section: string | null | undefined): string | null {
  if (!section) return null;
  // A kind added to the analyzer later still shows, capitalised, until it gets its own label.
  return (
    SECTION_LABELS[section] ??
    (section === 'other' ? null : section.charAt(0).toUpperCase() + section.slice(1))
  );
}
