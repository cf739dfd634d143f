import { describe, expect, it } from 'vitest';
import { readExperienceYears as parseYears } from '@staffing/domain';
import {
  expectedYears,
  findMissingSkills,
  scoreRelevance,
  type TScoreCandidate,
  type TScoreNeed,
} from './score-relevance.ts';

const need: TScoreNeed = {
  title: 'Senior Java Developer',
  requiredSkills: ['Java', 'Spring Boot', 'PostgreSQL', 'Kubernetes'],
  desiredSkills: ['Kafka'],
  seniority: 'Senior',
  experienceYears: 5,
  tjm: 600,
  location: 'Paris',
};
const candidate: TScoreCandidate = {
  name: 'Jane Doe',
  skills: ['java', 'Spring Boot', 'PostgreSQL', 'Docker'],
  experienceYears: '8 years',
  expectedTjm: 550,
  city: 'Paris',
  country: 'France',
};

describe('scoreRelevance', () => {
  it('weighs skills, experience, rate and location, and names the evidence', () => {
    const result = scoreRelevance(need, candidate);
    // required 3/4 of 50, desired 0/10, experience 15, rate 15, location 10 → 77.5/100
    expect(result.score).toBe(78);
    expect(result.matched).toEqual(['Java', 'Spring Boot', 'PostgreSQL']);
    expect(result.missing).toEqual(['Kubernetes']);
    expect(result.justification).toContain(
      'Required skills: 3/4 matched (Java, Spring Boot, PostgreSQL); missing: Kubernetes.',
    );
    expect(result.justification).toContain('Desired skills: 0/1 matched; missing: Kafka.');
    expect(result.justification).toContain(
      'Experience: 8 years against 5+ expected (Senior), meets the requirement.',
    );
    expect(result.justification).toContain(
      'Daily rate: expects 550 €/day, within the budget of 600 €/day.',
    );
    expect(result.justification).toContain(
      'Location: Paris for a position in Paris, same location.',
    );
  });

  it('is deterministic and bounded', () => {
    expect(scoreRelevance(need, candidate)).toEqual(scoreRelevance(need, candidate));
    const perfect = scoreRelevance(need, {
      ...candidate,
      skills: [...need.requiredSkills, 'Kafka'],
    });
    expect(perfect.score).toBe(100);
    const poor = scoreRelevance(need, {
      ...candidate,
      skills: [],
      experienceYears: '1 an',
      expectedTjm: 900,
      city: 'Lyon',
    });
    expect(poor.score).toBeGreaterThanOrEqual(0);
    expect(poor.score).toBeLessThan(10);
    expect(poor.justification).toContain('50% above the budget of 600 €/day');
    expect(poor.justification).toContain('different location');
  });

  it('leaves out what the need does not state', () => {
    const bare = scoreRelevance(
      {
        ...need,
        desiredSkills: [],
        seniority: null,
        experienceYears: null,
        tjm: null,
        location: null,
      },
      candidate,
    );
    expect(bare.components.map((c) => c.key)).toEqual(['required']);
    expect(bare.score).toBe(75);
    const empty = scoreRelevance(
      {
        ...need,
        requiredSkills: [],
        desiredSkills: [],
        seniority: null,
        experienceYears: null,
        tjm: null,
        location: null,
      },
      candidate,
    );
    expect(empty.score).toBe(50);
  });

  it('reads years and seniority', () => {
    expect(parseYears('7 ans')).toBe(7);
    expect(parseYears('8+ years')).toBe(8);
    expect(parseYears(null)).toBeNull();
    expect(expectedYears({ experienceYears: null, seniority: 'Junior' })).toBe(0);
    expect(expectedYears({ experienceYears: null, seniority: 'Lead developer' })).toBe(8);
    expect(findMissingSkills(['JavaScript', 'Kubernetes'], ['javascript'])).toEqual(['Kubernetes']);
  });
});
