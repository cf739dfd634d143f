/**
 * The analyzer names skills, it does not mark where they are written. To score it by exact spans,
 * each skill it names for a posting is marked wherever the posting writes it: the same words, or
 * an alias the vocabulary gives the same name ("JS" for JavaScript). Longest first, left to right,
 * without overlap. This gives the analyzer every occurrence, even in a section it skipped, so its
 * strict figure is, if anything, generous on recall.
 */
import {
  analyzeJobDescription,
  type JdAnalysisOptions,
} from '../../src/local/analyze-job-description.ts';
import { normalizeSkillKey } from '../../src/vocabulary/normalize-skill-key.ts';
import { getSkillVocabulary } from '../../src/vocabulary/skills-vocabulary.ts';
import { postingText, type SkillSpanPosting, type TSpanField } from './skillspan-folds.ts';

/** A system's reading of a posting: tags per sentence, and the items it names (lenient match). */
export interface PostingPrediction {
  tags: string[][];
  items: string[];
}

const MAX_WORDS = 8;

function markNames(tokens: readonly string[], names: readonly string[]): string[] {
  const vocabulary = getSkillVocabulary();
  const wanted = new Set(names.map((name) => normalizeSkillKey(name)).filter(Boolean));
  const keys = tokens.map((token) => normalizeSkillKey(token));
  const tags = tokens.map(() => 'O');
  for (let start = 0; start < tokens.length; start++) {
    if (!keys[start]) continue;
    for (let end = Math.min(tokens.length, start + MAX_WORDS); end > start; end--) {
      const key = normalizeSkillKey(keys.slice(start, end).join(' '));
      const named = vocabulary.lookup(key)?.skill.name;
      if (!wanted.has(key) && !(named && wanted.has(normalizeSkillKey(named)))) continue;
      for (let index = start; index < end; index++) tags[index] = index === start ? 'B' : 'I';
      start = end - 1;
      break;
    }
  }
  return tags;
}

/** The analyzer's hard (knowledge) or soft (skill) skills of a posting, marked on its tokens. */
export function predictWithAnalyzer(
  posting: SkillSpanPosting,
  options: JdAnalysisOptions = {},
): Record<TSpanField, PostingPrediction> {
  const result = analyzeJobDescription(postingText(posting), options);
  const hard = [...result.requiredskills, ...result.desiredskills];
  const soft = result.soft_skills;
  return {
    knowledge: {
      tags: posting.sentences.map((sentence) => markNames(sentence.tokens, hard)),
      items: hard,
    },
    skill: {
      tags: posting.sentences.map((sentence) => markNames(sentence.tokens, soft)),
      items: soft,
    },
  };
}
