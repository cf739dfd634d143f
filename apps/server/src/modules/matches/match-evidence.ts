import { findSkillMentions } from '@staffing/analyzer';
import { parseJsonList, type TNeedMatch } from '@staffing/domain';
import { skillKey } from '../candidates/candidate-skill-keys.ts';
import type { TPoolRow } from './matches.repository.ts';

type TEvidence = TNeedMatch['evidence'][number];
type TWhere = TEvidence['where'][number];

function experienceLabel(e: TPoolRow['experiences'][number]): string {
  return [e.title, e.company].filter(Boolean).join(' · ');
}

/**
 * Where the CV shows each skill of the need it matched: the typed skills, the analysed hard
 * skills, the role, an experience's title or responsibilities (the vocabulary's synonyms and
 * French labels count).
 */
export function findSkillEvidence(matched: readonly string[], row: TPoolRow): TEvidence[] {
  const places = new Map<string, TWhere[]>();
  const add = (key: string, where: TWhere) => {
    const list = places.get(key) ?? [];
    if (!list.some((w) => w.section === where.section && w.label === where.label)) list.push(where);
    places.set(key, list);
  };
  for (const s of row.skills ?? []) add(skillKey(s), { section: 'skills', label: s });
  for (const s of parseJsonList(row.cvHardSkillsJson))
    add(skillKey(s), { section: 'hardSkills', label: s });
  const textKeys = (text: string) =>
    new Set(findSkillMentions(text).map((m) => skillKey(m.skill.name)));
  if (row.cvRole)
    for (const key of textKeys(row.cvRole)) add(key, { section: 'role', label: row.cvRole });
  for (const e of row.experiences ?? []) {
    const label = experienceLabel(e);
    if (!label) continue;
    const text = [e.title ?? '', ...parseJsonList(e.text)].join('\n');
    for (const key of textKeys(text)) add(key, { section: 'experience', label });
  }
  return matched.map((skill) => ({ skill, where: places.get(skillKey(skill)) ?? [] }));
}
