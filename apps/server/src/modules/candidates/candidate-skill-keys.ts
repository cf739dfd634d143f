import { getSkillVocabulary, normalizeSkillKey } from '@staffing/analyzer';
import { parseJsonList } from '@staffing/domain';

// A candidate's skills as keys of the analyzer's vocabulary: the scorer compares them, and the
// matches' prefilter reads them from `candidate_skill_keys`, which the candidates repository keeps
// on every write (so they live here, with the candidates, not with the scorer).

const KEY_CACHE_MAX = 50_000;
const keyCache = new Map<string, string>();

/** Maps "JS", "javascript" and "JavaScript" to one key, through the analyzer's skills vocabulary. */
export function skillKey(name: string): string {
  let key = keyCache.get(name);
  if (key === undefined) {
    key = normalizeSkillKey(getSkillVocabulary().canonicalName(name));
    // Ranking the pool asks for the same few hundred names thousands of times.
    if (keyCache.size >= KEY_CACHE_MAX) keyCache.clear();
    keyCache.set(name, key);
  }
  return key;
}

/** What the scorer counts as a candidate's skills: the typed list and the CV's hard skills. */
export function candidateSkills(row: {
  skills: readonly string[] | null;
  cvHardSkillsJson: string | null;
}): string[] {
  return [...new Set([...(row.skills ?? []), ...parseJsonList(row.cvHardSkillsJson)])];
}

/** The keys the matches' SQL prefilter compares (`candidates.skill_keys`, kept on every write). */
export function candidateSkillKeys(row: Parameters<typeof candidateSkills>[0]): string[] {
  return [...new Set(candidateSkills(row).map(skillKey))].filter(Boolean).sort();
}
