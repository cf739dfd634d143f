import { describe, expect, it } from 'vitest';
import type { TScoreNeed } from '../scoring/score-relevance.ts';
import type { TPoolRow } from './matches.repository.ts';
import { rankMatches, withEvidence } from './rank-matches.ts';

/**
 * Fairness: a CV and the same CV with the first name and every gender marker swapped (Mme/M.,
 * she/he, elle/il, consultante/consultant, développeuse/développeur) score within 0.01 and keep
 * their top-10 places. 1,000 pairs, French and English, made from a fixed seed.
 */
const FEMALE = [
  'Claire',
  'Sophie',
  'Amina',
  'Emily',
  'Sarah',
  'Léa',
  'Fatou',
  'Mei',
  'Julie',
  'Anna',
];
const MALE = [
  'Thomas',
  'Nicolas',
  'Karim',
  'James',
  'David',
  'Lucas',
  'Moussa',
  'Wei',
  'Julien',
  'Ivan',
];
const LAST = ['Martin', 'Bernard', 'Nguyen', 'Smith', 'Diallo', 'Moreau', 'Haddad', 'Brown'];
const SKILLS = [
  'Java',
  'Spring Boot',
  'Kafka',
  'React',
  'TypeScript',
  'PostgreSQL',
  'Docker',
  'AWS',
  'Python',
  'Kubernetes',
];
const CITIES = ['Paris', 'Lyon', 'Nantes', 'London', 'Lille'];

// Each marker with its other-gender form; applied word by word, both directions.
const MARKERS: [string, string][] = [
  ['Mme', 'M.'],
  ['She', 'He'],
  ['she', 'he'],
  ['her', 'his'],
  ['Elle', 'Il'],
  ['elle', 'il'],
  ['Consultante', 'Consultant'],
  ['Développeuse', 'Développeur'],
  ['Cheffe', 'Chef'],
  ['Ingénieure', 'Ingénieur'],
];

function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

function cvPair(i: number, next: () => number): [TPoolRow, TPoolRow] {
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const skills = [
    ...new Set(Array.from({ length: 2 + Math.floor(next() * 5) }, () => pick(SKILLS))),
  ];
  const f = pick(FEMALE);
  const m = pick(MALE);
  const last = pick(LAST);
  const french = next() < 0.5;
  const role = french ? `Consultante ${skills[0]}` : `Développeuse ${skills[0]}`;
  const text = french
    ? `Elle a conçu des services ${skills.join(', ')} ; elle a encadré son équipe.`
    : `She built ${skills.join(', ')} services; she led her team.`;
  const poolKind = pick(['external', 'external', 'employee', 'freelance'] as const);
  const female: TPoolRow = {
    id: `c-${String(i).padStart(4, '0')}`,
    name: `Mme ${f} ${last}`,
    skills,
    cvHardSkillsJson: null,
    cvRole: role,
    cvCity: pick(CITIES),
    cvCountry: null,
    cvExperienceYears: `${Math.floor(next() * 15)} ans`,
    cvAvailability: pick(['ASAP', '1 month', '3 mois', 'Not specified']),
    expectedTjm: next() < 0.2 ? null : 400 + Math.floor(next() * 400),
    consultantDailyCost: null,
    poolKind,
    missionEndDate: next() < 0.5 ? null : `2027-0${1 + Math.floor(next() * 6)}-15`,
    experiences: [
      {
        title: french ? 'Ingénieure logiciel' : 'Cheffe de projet',
        company: 'Acme',
        text: JSON.stringify([text]),
      },
      { title: null, company: null, text: null },
      { title: null, company: null, text: null },
    ],
  };
  return [female, swapGender(female, `M. ${m} ${last}`)];
}

function swapText(text: string): string {
  return text.replace(/[\p{L}.]+/gu, (word) => {
    for (const [a, b] of MARKERS) {
      if (word === a) return b;
      if (word === b) return a;
    }
    return word;
  });
}

function swapGender(row: TPoolRow, name: string): TPoolRow {
  return {
    ...row,
    name,
    cvRole: row.cvRole && swapText(row.cvRole),
    experiences: row.experiences.map((e) => ({
      title: e.title && swapText(e.title),
      company: e.company,
      text: e.text && swapText(e.text),
    })),
  };
}

const need: TScoreNeed = {
  title: 'Développeur·se Java',
  requiredSkills: ['Java', 'Spring Boot', 'PostgreSQL'],
  desiredSkills: ['Kafka', 'Docker'],
  seniority: 'Senior',
  experienceYears: 5,
  tjm: 650,
  location: 'Paris',
};

describe('matches are blind to first names and gender markers', () => {
  const next = random(35);
  const pairs = Array.from({ length: 1000 }, (_, i) => cvPair(i, next));
  const today = new Date('2026-11-29T12:00:00Z');

  it('swaps something in every pair (the test can fail)', () => {
    for (const [a, b] of pairs) {
      expect(a.name).not.toBe(b.name);
      expect(a.cvRole).not.toBe(b.cvRole);
      expect(a.experiences[0]!.text).not.toBe(b.experiences[0]!.text);
    }
  });

  it('moves no score by more than 0.01 and no top-10 place, over 1,000 pairs', () => {
    const rowsA = pairs.map((p) => p[0]);
    const rowsB = pairs.map((p) => p[1]);
    const original = withEvidence(rankMatches(need, rowsA, new Map(), '2027-01-04', today), rowsA);
    const swapped = withEvidence(rankMatches(need, rowsB, new Map(), '2027-01-04', today), rowsB);
    const scoreOf = new Map(swapped.map((m) => [m.candidateId, m.score]));
    let worst = 0;
    for (const m of original)
      worst = Math.max(worst, Math.abs(m.score - scoreOf.get(m.candidateId)!));
    expect(worst).toBeLessThanOrEqual(0.01);
    expect(swapped.slice(0, 10).map((m) => m.candidateId)).toEqual(
      original.slice(0, 10).map((m) => m.candidateId),
    );
    // The evidence found the same skills in the swapped CVs.
    const evidence = new Map(
      swapped.map((m) => [
        m.candidateId,
        JSON.stringify(m.evidence.map((e) => [e.skill, e.where.map((w) => w.section)])),
      ]),
    );
    for (const m of original)
      expect(evidence.get(m.candidateId)).toBe(
        JSON.stringify(m.evidence.map((e) => [e.skill, e.where.map((w) => w.section)])),
      );
  });
});
