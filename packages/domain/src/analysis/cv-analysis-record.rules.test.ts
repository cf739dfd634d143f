import { describe, expect, it } from 'vitest';
import { alignCvAnalysisWithRecord } from './cv-analysis-record.rules.ts';

const analysis = {
  name: 'Jane Doe',
  role: 'Senior Java Developer',
  city: 'Paris',
  hardskills: ['Java', 'Spring Boot'],
  languages: ['English'],
  experienceyears: '10 years',
};

describe('alignCvAnalysisWithRecord', () => {
  it("keeps the record's values where the analysis does not write, lists parsed from JSON", () => {
    const aligned = alignCvAnalysisWithRecord(
      analysis,
      {
        name: 'Jane Doe',
        cvRole: 'Lead Java Architect',
        cvCity: 'Lyon',
        cvHardSkillsJson: '["Java","Kotlin"]',
        cvLanguagesJson: '[]',
        cvExperienceYears: null,
      },
      { cvExperienceYears: '10 years', cvLanguagesJson: '["English"]' },
    );
    expect(aligned).toEqual({
      name: 'Jane Doe',
      role: 'Lead Java Architect',
      city: 'Lyon',
      hardskills: ['Java', 'Kotlin'],
      languages: ['English'],
      experienceyears: '10 years',
    });
  });

  it('is the analysis itself on a record with nothing of its own', () => {
    expect(alignCvAnalysisWithRecord(analysis, {}, {})).toEqual(analysis);
    expect(
      alignCvAnalysisWithRecord(analysis, { cvCity: '  ', cvHardSkillsJson: '[]' }, {}),
    ).toEqual(analysis);
  });
});
