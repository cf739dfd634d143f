/**
 * The job-posting skill tagger learnt from SkillSpan (scripts/train-jd-tagger.ts): BIO tags of
 * hard skills (knowledge) or soft skills (skill) for a sentence's tokens. Cross-validated by
 * posting, it beats the rules on both by strict and by lenient F1 (the rules' figures measured on
 * the postings they were written on); the analysis of English postings adds the hard skills it
 * marks where the rules read nothing (find-tagged-skills.ts).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tagWithModel, type TaggerModel } from './jd-tagger-decode.ts';

export type TJdSkillField = 'knowledge' | 'skill';

interface ModelFile {
  models: Record<TJdSkillField, TaggerModel>;
}

let shared: ModelFile | null = null;

// Loaded once, lazily: about 3 MB of weights that most callers never need.
function readModels(): ModelFile {
  shared ??= JSON.parse(
    readFileSync(
      fileURLToPath(new URL('../../data/jd-skill-tagger.json', import.meta.url)),
      'utf8',
    ),
  ) as ModelFile;
  return shared;
}

/**
 * The BIO tags ("B", "I", "O") of `tokens`, one sentence tokenised as SkillSpan is (punctuation
 * apart), for hard skills ("knowledge") or soft skills ("skill"); `model` replaces the trained one.
 */
export function tagJobPostingSkills(
  tokens: readonly string[],
  field: TJdSkillField,
  model: TaggerModel = readModels().models[field],
): string[] {
  return tagWithModel(model, tokens);
}
