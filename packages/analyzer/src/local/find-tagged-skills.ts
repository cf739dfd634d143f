/**
 * The skills the learnt tagger marks in a clause of an English job posting, as written there:
 * where the rules' vocabulary and phrases stop (a field they do not list, "cloud adoption and
 * migration", "work independently"), the tagger, trained on SkillSpan's postings, still reads
 * the skill from its context.
 */
import { tagJobPostingSkills, type TJdSkillField } from './jd-skill-tagger.ts';
import { taggerTokensOf } from './tagger-tokens.ts';

/** BIO tags of a sentence's tokens for one field; the trained tagger unless one is given. */
export type TJdTagger = (tokens: readonly string[], field: TJdSkillField) => string[];

export const trainedJdTagger: TJdTagger = (tokens, field) => tagJobPostingSkills(tokens, field);

export interface TaggedSkill {
  field: TJdSkillField;
  /** The words as the clause writes them. */
  text: string;
  start: number;
  end: number;
}

// Longer spans are sentences the tagger could not cut, not names a need would list.
const MAX_WORDS = 6;
const EDGE_MARKS = /^[\s([{"“'‘•*–—-]+|[\s)\]}"”'’.;:!?,*–—-]+$/gu;

export function findTaggedSkills(
  clause: string,
  tagger: TJdTagger,
  fields: readonly TJdSkillField[] = ['knowledge', 'skill'],
): TaggedSkill[] {
  const tokens = taggerTokensOf(clause);
  if (tokens.length === 0) return [];
  const words = tokens.map((token) => token.text);
  const found: TaggedSkill[] = [];
  for (const field of fields) {
    const tags = tagger(words, field);
    let open: { first: number; last: number } | null = null;
    const close = () => {
      if (!open) return;
      const raw = clause.slice(tokens[open.first]!.start, tokens[open.last]!.end);
      const text = raw.replace(EDGE_MARKS, '');
      const start = tokens[open.first]!.start + raw.indexOf(text);
      if (isSkillName(text)) found.push({ field, text, start, end: start + text.length });
      open = null;
    };
    tags.forEach((tag, index) => {
      if (tag === 'I' && open) open.last = index;
      else {
        close();
        if (tag === 'B' || tag === 'I') open = { first: index, last: index };
      }
    });
    close();
  }
  return found;
}

function isSkillName(text: string): boolean {
  if (text.length < 2 || !/\p{L}/u.test(text)) return false;
  // SkillSpan's anonymised placeholders ("<ORGANIZATION>") are not skills.
  if (/[<>]/.test(text)) return false;
  // An amount ("€650/day") is a term of the mission, not a skill.
  if (/[€£$¥]|\d\s*(?:eur|euros?|k)\b/i.test(text)) return false;
  return text.split(/\s+/).length <= MAX_WORDS;
}
