import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { normalizeSkillKey } from './normalize-skill-key.ts';

export type TSkillCategory = 'hard' | 'soft' | 'language';

export interface Skill {
  name: string;
  category: TSkillCategory;
  frName: string | null;
}

// How much context an alias needs before it counts: ordinary words ("Go", "C", "Make") only inside
// a list of skills; everyday-looking names ("React", "Tableau") when capitalised or listed; generic
// fields ("programming", "marketing", "databases") only inside a list or a skills section.
export type TAliasMode = 'free' | 'listOnly' | 'capitalisedOrList' | 'listed';

export interface AliasRule {
  skill: Skill;
  mode: TAliasMode;
}

type TRawSkill = [string, 'h' | 's' | 'l', string[], string?];

const CATEGORY: Record<TRawSkill[1], TSkillCategory> = { h: 'hard', s: 'soft', l: 'language' };

export class SkillVocabulary {
  readonly skills: Skill[] = [];
  readonly maxAliasWords: number;
  private readonly rules = new Map<string, AliasRule>();
  /** ESCO's and ROME's French labels, for naming a skill only (never to find it in a text). */
  private readonly frenchNames = new Map<string, Skill>();

  constructor(rawSkills: TRawSkill[], synonyms: Record<string, string>) {
    const byName = new Map<string, Skill>();
    for (const [name, category, aliases, frName] of rawSkills) {
      const skill: Skill = { name, category: CATEGORY[category], frName: frName ?? null };
      this.skills.push(skill);
      byName.set(name, skill);
      if (frName) this.frenchNames.set(normalizeSkillKey(frName), skill);
      for (const marked of aliases) {
        const mode: TAliasMode = marked.startsWith('!')
          ? 'listOnly'
          : marked.startsWith('^')
            ? 'capitalisedOrList'
            : marked.startsWith('~')
              ? 'listed'
              : 'free';
        const key = mode === 'free' ? marked : marked.slice(1);
        if (!this.rules.has(key)) this.rules.set(key, { skill, mode });
      }
    }
    for (const [alias, name] of Object.entries(synonyms)) {
      const skill = byName.get(name);
      if (skill && !this.rules.has(alias)) this.rules.set(alias, { skill, mode: 'free' });
    }
    let maxWords = 1;
    for (const key of this.rules.keys()) maxWords = Math.max(maxWords, key.split(' ').length);
    this.maxAliasWords = maxWords;
  }

  lookup(key: string): AliasRule | undefined {
    return this.rules.get(key);
  }

  /**
   * The canonical name of a skill written any known way (an alias, a synonym, its French label),
   * or the input itself when unknown.
   */
  canonicalName(name: string): string {
    const key = normalizeSkillKey(name);
    return (this.rules.get(key) ?? { skill: this.frenchNames.get(key) }).skill?.name ?? name.trim();
  }
}

function readJson<T>(file: string): T {
  return JSON.parse(
    readFileSync(fileURLToPath(new URL(`../../data/${file}`, import.meta.url)), 'utf8'),
  ) as T;
}

let shared: SkillVocabulary | null = null;

// Loaded once, lazily: about 200 KB of JSON that most callers (file checks) never need.
export function getSkillVocabulary(): SkillVocabulary {
  if (!shared) {
    const main = readJson<{ skills: TRawSkill[] }>('skills-vocabulary.json');
    const stackOverflow = readJson<{ synonyms: Record<string, string> }>(
      'skills-synonyms-stackoverflow.json',
    );
    shared = new SkillVocabulary(main.skills, stackOverflow.synonyms);
  }
  return shared;
}
