import { describe, expect, it } from 'vitest';
import { ZCvAnalysis, type TCvAnalysis } from './cv-analysis.schema.ts';
import {
  candidateFieldsFromAnalysisObject,
  candidateFieldsFromCvAnalysis,
  candidatePatchFromCvAnalysis,
  fillCandidateFromCvAnalysis,
} from './to-candidate.ts';

const analysis = (over: Partial<TCvAnalysis> = {}): TCvAnalysis =>
  ZCvAnalysis.parse({
    name: 'Jane Doe',
    email: ' jane@example.com ',
    phone: '06 12 34 56 78',
    role: 'Java Developer',
    experienceyears: '8',
    trigramme: 'JDO',
    city: 'Paris',
    postalcode: '75001',
    country: 'France',
    availability: null,
    education: null,
    hardskills: ['Java', 'Spring'],
    softskills: ['Rigour'],
    keystrengths: [],
    languages: ['English'],
    missingskills: [],
    experience1: {
      title: 'Developer',
      company: 'Acme',
      startDate: '2020',
      endDate: null,
      location: 'Paris',
      responsibilities: ['APIs'],
    },
    experience2: null,
    experience3: null,
    ...over,
  });

const empty: { name: string; email: string | null; phone: string | null; manualFields: string[] } =
  { name: '', email: null, phone: null, manualFields: [] };

describe('candidateFieldsFromCvAnalysis', () => {
  it('maps every CV column, lists as JSON text and the missing experiences as null', () => {
    const fields = candidateFieldsFromCvAnalysis(analysis());
    expect(fields).toMatchObject({
      skills: ['Java', 'Spring'],
      cvRole: 'Java Developer',
      cvExperienceYears: '8',
      cvTrigramme: 'JDO',
      cvCity: 'Paris',
      cvHardSkillsJson: '["Java","Spring"]',
      cvSoftSkillsJson: '["Rigour"]',
      cvMissingSkillsJson: '[]',
      cv1stExperienceTitle: 'Developer',
      cv1stExperienceResponsibilitiesJson: '["APIs"]',
      cv2ndExperienceTitle: null,
      cv3rdExperienceLocation: null,
    });
    expect('name' in fields || 'email' in fields || 'phone' in fields).toBe(false);
  });
});

// Each case: the record before, the options, and what the analysis writes (or leaves alone).
const FILL_CASES: {
  case: string;
  current: Record<string, unknown> & typeof empty;
  placeholder?: boolean;
  emailHeldByOther?: boolean;
  writes: Record<string, unknown>;
  leaves: string[];
}[] = [
  {
    case: 'an empty record takes the name, the E.164 phone and the trimmed e-mail',
    current: empty,
    writes: { name: 'Jane Doe', phone: '+33612345678', email: 'jane@example.com' },
    leaves: [],
  },
  {
    case: "a record's own name stays unless it is the file's placeholder",
    current: { ...empty, name: 'J. Doe' },
    writes: {},
    leaves: ['name'],
  },
  {
    case: "the file's placeholder name is replaced",
    current: { ...empty, name: 'CV Jane' },
    placeholder: true,
    writes: { name: 'Jane Doe' },
    leaves: [],
  },
  {
    case: 'a typed name, phone, role and e-mail stay, even when empty',
    current: { ...empty, manualFields: ['name', 'phone', 'cvRole', 'email'] },
    placeholder: true,
    writes: {},
    leaves: ['name', 'phone', 'cvRole', 'email'],
  },
  {
    case: 'an e-mail another candidate holds is not written',
    current: empty,
    emailHeldByOther: true,
    writes: { name: 'Jane Doe' },
    leaves: ['email'],
  },
  {
    case: 'a field the record already holds stays',
    current: { ...empty, cvCity: 'Lyon', phone: '+33700000000' },
    writes: { cvRole: 'Java Developer' },
    leaves: ['cvCity', 'phone'],
  },
];

describe('candidatePatchFromCvAnalysis', () => {
  for (const c of FILL_CASES)
    it(c.case, () => {
      const patch = candidatePatchFromCvAnalysis(analysis(), c.current, {
        isPlaceholderName: c.placeholder ?? false,
        emailHeldByOther: c.emailHeldByOther ?? false,
      });
      expect(patch).toMatchObject({ ...c.writes, cvAnalysisStatus: 'READY' });
      for (const key of c.leaves) expect(key in patch).toBe(false);
    });

  it("aligns the kept analysis object with the record's own values", () => {
    const patch = candidatePatchFromCvAnalysis(
      analysis(),
      { ...empty, cvCity: 'Lyon' },
      { isPlaceholderName: false, emailHeldByOther: false },
    );
    expect(patch.cvAnalysis).toMatchObject({ city: 'Lyon', role: 'Java Developer' });
  });

  it('the fill alone writes no e-mail and no aligned object', () => {
    const fill = fillCandidateFromCvAnalysis(analysis(), empty, { isPlaceholderName: false });
    expect('email' in fill).toBe(false);
    expect(fill.cvAnalysis).toEqual(analysis());
  });
});

describe('candidateFieldsFromAnalysisObject', () => {
  it('reads any spelling of the keys and returns only what the object gives', () => {
    expect(
      candidateFieldsFromAnalysisObject(
        { hard_skills: [' Go ', ''], Trigramme: 'abcd', Experience1: { Title: 'Dev' } },
        { skills: [] },
      ),
    ).toEqual({
      cvHardSkillsJson: '["Go"]',
      cvTrigramme: 'ABC',
      cv1stExperienceTitle: 'Dev',
      skills: ['Go'],
    });
  });

  it("leaves the candidate's skills when it has some", () => {
    const out = candidateFieldsFromAnalysisObject({ hardskills: ['Go'] }, { skills: ['Java'] });
    expect('skills' in out).toBe(false);
  });
});
