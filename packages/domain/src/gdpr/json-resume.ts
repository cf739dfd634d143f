/**
 * A candidate as a JSON Resume document (https://jsonresume.org/schema): the profile part of the
 * GDPR access export. Only what the record holds; the *Json fields are JSON text lists.
 */
export type TJsonResumeSource = {
  name: string;
  email: string | null;
  phone: string | null;
  skills: readonly string[];
  cvRole?: string | null;
  cvCity?: string | null;
  cvPostalCode?: string | null;
  cvCountry?: string | null;
  cvEducation?: string | null;
  cvHardSkillsJson?: string | null;
  cvSoftSkillsJson?: string | null;
  cvLanguagesJson?: string | null;
} & Partial<
  Record<
    `cv${'1st' | '2nd' | '3rd'}Experience${'Title' | 'Company' | 'StartDate' | 'EndDate' | 'Location'}`,
    string | null
  >
>;

function textList(json: string | null | undefined): string[] {
  if (!json) return [];
  try {
    const value: unknown = JSON.parse(json);
    if (!Array.isArray(value)) return [];
    return value
      .map((v) =>
        typeof v === 'string'
          ? v
          : v && typeof v === 'object'
            ? String(
                (v as Record<string, unknown>).name ??
                  (v as Record<string, unknown>).language ??
                  '',
              )
            : '',
      )
      .map((v) => v.trim())
      .filter(Boolean);
  } catch {
    return [];
  }
}

const compact = <T extends Record<string, unknown>>(o: T) =>
  Object.fromEntries(
    Object.entries(o).filter(([, v]) => v !== null && v !== undefined && v !== ''),
  );

export function toJsonResume(c: TJsonResumeSource) {
  const work = (['1st', '2nd', '3rd'] as const)
    .map((n) =>
      compact({
        name: c[`cv${n}ExperienceCompany`],
        position: c[`cv${n}ExperienceTitle`],
        startDate: c[`cv${n}ExperienceStartDate`],
        endDate: c[`cv${n}ExperienceEndDate`],
        location: c[`cv${n}ExperienceLocation`],
      }),
    )
    .filter((w) => Object.keys(w).length > 0);
  const skillNames = [
    ...new Set([...c.skills, ...textList(c.cvHardSkillsJson), ...textList(c.cvSoftSkillsJson)]),
  ];
  return {
    $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
    basics: compact({
      name: c.name,
      label: c.cvRole,
      email: c.email,
      phone: c.phone,
      location: compact({
        city: c.cvCity,
        postalCode: c.cvPostalCode,
        countryCode: c.cvCountry,
      }),
    }),
    work,
    education: c.cvEducation ? [{ institution: c.cvEducation }] : [],
    skills: skillNames.map((name) => ({ name })),
    languages: textList(c.cvLanguagesJson).map((language) => ({ language })),
  };
}
