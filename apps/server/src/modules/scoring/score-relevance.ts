import { readExperienceYears, type TMatchComponent } from '@staffing/domain';
import { skillKey } from '../candidates/candidate-skill-keys.ts';

export type TScoreNeed = {
  title: string;
  requiredSkills: string[];
  desiredSkills: string[];
  seniority: string | null;
  experienceYears: number | null;
  tjm: number | null;
  location: string | null;
};

export type TScoreCandidate = {
  name: string;
  skills: string[];
  experienceYears: string | null;
  expectedTjm: number | null;
  city: string | null;
  country: string | null;
};

/** One criterion of the score (the domain's schema: the matches answer with it too). */
export type TScoreComponent = TMatchComponent;
export type TRelevanceScore = {
  score: number;
  justification: string;
  components: TScoreComponent[];
  matched: string[];
  missing: string[];
};

export function findMissingSkills(
  required: string[],
  have: string[],
  keyOf: (s: string) => string = skillKey,
): string[] {
  const owned = new Set(have.map(keyOf));
  return required.filter((skill) => !owned.has(keyOf(skill)));
}

const WEIGHTS = { required: 50, desired: 10, experience: 15, rate: 15, location: 10 } as const;
const UNKNOWN = /^(non sp[ée]cifi[ée]e?|not specified|n\/a|unknown|inconnu)$/i;

const SENIORITY_YEARS: [RegExp, number][] = [
  [/\b(lead|principal|expert|architect|architecte|staff)\b/i, 8],
  [/\b(senior|s[ée]nior|confirm[ée]e? senior)\b/i, 5],
  [/\b(confirm[ée]e?|intermediate|interm[ée]diaire|mid)\b/i, 3],
  [/\b(junior|d[ée]butant|entry|graduate)\b/i, 0],
];

export function expectedYears(
  need: Pick<TScoreNeed, 'experienceYears' | 'seniority'>,
): number | null {
  if (need.experienceYears !== null && need.experienceYears !== undefined)
    return need.experienceYears;
  for (const [pattern, years] of SENIORITY_YEARS)
    if (need.seniority && pattern.test(need.seniority)) return years;
  return null;
}

function known(value: string | null | undefined): string | null {
  const v = value?.trim();
  return v && !UNKNOWN.test(v) ? v : null;
}

const plain = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
const list = (items: string[]) => items.join(', ');
const euros = (n: number) => `${Math.round(n * 100) / 100} €/day`;

function skillsComponent(
  key: 'required' | 'desired',
  wanted: string[],
  have: Set<string>,
  keyOf: (s: string) => string,
) {
  const matched = wanted.filter((s) => have.has(keyOf(s)));
  const missing = wanted.filter((s) => !have.has(keyOf(s)));
  const label = key === 'required' ? 'Required skills' : 'Desired skills';
  let text = `${label}: ${matched.length}/${wanted.length} matched`;
  if (matched.length) text += ` (${list(matched)})`;
  text += missing.length ? `; missing: ${list(missing)}.` : '.';
  return {
    component: { key, weight: WEIGHTS[key], fraction: matched.length / wanted.length, text },
    matched,
    missing,
  };
}

/**
 * A deterministic 0-100 relevance of a candidate for a need, with a justification that names its
 * evidence. Criteria the need does not state are left out and the rest re-weighted.
 */
export function scoreRelevance(
  need: TScoreNeed,
  candidate: TScoreCandidate,
  keyOf: (s: string) => string = skillKey,
): TRelevanceScore {
  const components: TScoreComponent[] = [];
  const have = new Set(candidate.skills.map(keyOf));
  let matched: string[] = [];
  let missing: string[] = [];

  if (need.requiredSkills.length > 0) {
    const r = skillsComponent('required', need.requiredSkills, have, keyOf);
    components.push(r.component);
    matched = r.matched;
    missing = r.missing;
  }
  if (need.desiredSkills.length > 0)
    components.push(skillsComponent('desired', need.desiredSkills, have, keyOf).component);

  const wantedYears = expectedYears(need);
  if (wantedYears !== null) {
    const years = readExperienceYears(candidate.experienceYears);
    const level = need.seniority ? ` (${need.seniority})` : '';
    if (years === null) {
      components.push({
        key: 'experience',
        weight: WEIGHTS.experience,
        fraction: 0.5,
        text: `Experience: not stated in the CV; ${wantedYears}+ years expected${level}.`,
      });
    } else {
      const ratio = wantedYears === 0 ? 1 : years / wantedYears;
      const fraction = ratio >= 1 ? 1 : ratio >= 0.75 ? 0.7 : ratio >= 0.5 ? 0.4 : 0.1;
      const verdict =
        ratio >= 1
          ? 'meets the requirement'
          : ratio >= 0.75
            ? 'slightly below the requirement'
            : 'well below the requirement';
      components.push({
        key: 'experience',
        weight: WEIGHTS.experience,
        fraction,
        text: `Experience: ${years} years against ${wantedYears}+ expected${level}, ${verdict}.`,
      });
    }
  }

  if (need.tjm && need.tjm > 0 && candidate.expectedTjm && candidate.expectedTjm > 0) {
    const ratio = candidate.expectedTjm / need.tjm;
    const fraction = ratio <= 1 ? 1 : ratio <= 1.1 ? 0.6 : ratio <= 1.25 ? 0.3 : 0;
    const verdict =
      ratio <= 1 ? 'within the budget of' : `${Math.round((ratio - 1) * 100)}% above the budget of`;
    components.push({
      key: 'rate',
      weight: WEIGHTS.rate,
      fraction,
      text: `Daily rate: expects ${euros(candidate.expectedTjm)}, ${verdict} ${euros(need.tjm)}.`,
    });
  }

  const location = known(need.location);
  const place = known(candidate.city) ?? known(candidate.country);
  if (location && place) {
    const isRemote = /remote|t[ée]l[ée]travail|full ?remote/i.test(location);
    const same = plain(location).includes(plain(place)) || plain(place).includes(plain(location));
    const fraction = isRemote || same ? 1 : 0.3;
    const verdict = isRemote
      ? 'the position allows remote work'
      : same
        ? 'same location'
        : 'different location';
    components.push({
      key: 'location',
      weight: WEIGHTS.location,
      fraction,
      text: `Location: ${place} for a position in ${location}, ${verdict}.`,
    });
  }

  const weight = components.reduce((sum, c) => sum + c.weight, 0);
  const score =
    weight === 0
      ? 50
      : Math.round((components.reduce((sum, c) => sum + c.weight * c.fraction, 0) / weight) * 100);
  const head = `Relevance of ${candidate.name} for "${need.title}": ${score}/100.`;
  const body = components.length
    ? components.map((c) => c.text)
    : ['The need states no skills, experience, rate or location to compare with.'];
  return { score, justification: [head, ...body].join('\n'), components, matched, missing };
}
