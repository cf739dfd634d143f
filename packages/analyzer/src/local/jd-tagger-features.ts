/**
 * What the job-posting skill tagger sees of each token: the word, its affixes and shape, its
 * neighbours, its place in the sentence and whether it starts or continues an entry of the skills
 * vocabulary. Training and tagging share this one definition, so a model always meets the
 * features it learnt.
 */
import { normalizeSkillKey } from '../vocabulary/normalize-skill-key.ts';
import { getSkillVocabulary } from '../vocabulary/skills-vocabulary.ts';

// Vocabulary entries longer than this are sentences, not names a posting writes.
const MAX_ENTRY_WORDS = 6;

/** Each token's vocabulary mark: "B-hard", "I-soft:listed", or "" (longest entry first). */
function markVocabularyEntries(tokens: readonly string[]): string[] {
  const vocabulary = getSkillVocabulary();
  const keys = tokens.map((token) => normalizeSkillKey(token));
  const marks = tokens.map(() => '');
  const longest = Math.min(MAX_ENTRY_WORDS, vocabulary.maxAliasWords);
  for (let start = 0; start < tokens.length; start++) {
    if (!keys[start] || !/[\p{L}\p{N}]/u.test(keys[start] ?? '')) continue;
    for (let end = Math.min(tokens.length, start + longest); end > start; end--) {
      const rule = vocabulary.lookup(normalizeSkillKey(keys.slice(start, end).join(' ')));
      if (!rule) continue;
      const kind = `${rule.skill.category}:${rule.mode}`;
      for (let index = start; index < end; index++)
        marks[index] = `${index === start ? 'B' : 'I'}-${kind}`;
      start = end - 1;
      break;
    }
  }
  return marks;
}

/** "Java" → "Xx", "C++" → "X+", "2021-07-14" → "d-d-d": letters, digits and marks, repeats folded. */
export function shapeOf(token: string): string {
  return token
    .replace(/\p{Lu}/gu, 'X')
    .replace(/\p{Ll}/gu, 'x')
    .replace(/\p{N}/gu, 'd')
    .replace(/(.)\1+/gu, '$1');
}

/** The word and shape of a token and of its neighbours, as both taggers see them. */
export function windowFeatures(
  word: (index: number) => string,
  shape: (index: number) => string,
  index: number,
): string[] {
  const lower = word(index);
  return [
    `w=${lower}`,
    `sh=${shape(index)}`,
    `w-1=${word(index - 1)}`,
    `w-2=${word(index - 2)}`,
    `w+1=${word(index + 1)}`,
    `w+2=${word(index + 2)}`,
    `w-1w=${word(index - 1)}|${lower}`,
    `ww+1=${lower}|${word(index + 1)}`,
    `sh-1=${shape(index - 1)}`,
    `sh+1=${shape(index + 1)}`,
  ];
}

/** A token's affixes, capitals, digits and marks, and whether it ends its sentence. */
export function formFeatures(token: string, index: number, count: number): string[] {
  const lower = token.toLowerCase();
  const features: string[] = [];
  for (const size of [2, 3, 4])
    if (lower.length > size)
      features.push(`p${size}=${lower.slice(0, size)}`, `s${size}=${lower.slice(-size)}`);
  if (index === count - 1) features.push('last');
  if (/^\p{Lu}/u.test(token)) features.push(index === 0 ? 'cap-first' : 'cap');
  if (token.length > 1 && token === token.toUpperCase() && /\p{Lu}/u.test(token))
    features.push('upper');
  if (/\p{N}/u.test(token)) features.push('digit');
  if (!/[\p{L}\p{N}]/u.test(token)) features.push('punct');
  return features;
}

const positionOf = (index: number) =>
  index < 3 ? String(index) : index < 6 ? '3-5' : index < 11 ? '6-10' : '11+';
const lengthOf = (count: number) =>
  count < 4 ? String(count) : count < 8 ? '4-7' : count < 16 ? '8-15' : '16+';

/** The feature names of every token of a sentence. */
export function tokenFeaturesOf(tokens: readonly string[]): string[][] {
  const words = tokens.map((token) => token.toLowerCase());
  const shapes = tokens.map(shapeOf);
  const marks = markVocabularyEntries(tokens);
  const word = (index: number) =>
    index < 0 ? '<s>' : index >= tokens.length ? '</s>' : (words[index] ?? '');
  const shape = (index: number) =>
    index < 0 || index >= tokens.length ? '-' : (shapes[index] ?? '');
  const mark = (index: number) => (index < 0 || index >= tokens.length ? '-' : marks[index] || 'O');
  const sentenceLength = `len=${lengthOf(tokens.length)}`;
  const first = `first=${word(0)}`;
  // What opens the stretch a token sits in: "experience with X, Y and Z" names skills far from
  // its cue, beyond the neighbouring words.
  let opener = '<s>';
  let inBrackets = false;
  return tokens.map((token, index) => {
    const lower = word(index);
    const previous = word(index - 1);
    if (/^[(:;.!?]$/.test(previous) || /^(?:with|of|in|using|including|like|as)$/.test(previous))
      opener = previous;
    if (previous === '(') inBrackets = true;
    if (previous === ')') inBrackets = false;
    const features = [
      first,
      `open=${opener}`,
      `w-3=${word(index - 3)}`,
      `w-2w-1=${word(index - 2)}|${previous}`,
      'bias',
      ...windowFeatures(word, shape, index),
      `g=${mark(index)}`,
      `wg=${lower}|${mark(index)}`,
      `s3-1=${word(index - 1).slice(-3)}`,
      `s3+1=${word(index + 1).slice(-3)}`,
      `g-2=${mark(index - 2)}`,
      `g+2=${mark(index + 2)}`,
      `g-1=${mark(index - 1)}`,
      `g+1=${mark(index + 1)}`,
      `pos=${positionOf(index)}`,
      sentenceLength,
    ];
    features.push(...formFeatures(token, index, tokens.length));
    if (/[\p{L}\p{N}][.#+/][\p{L}\p{N}+#]?/u.test(token)) features.push('inner-mark');
    if (/^<.*>$/.test(token)) features.push('placeholder');
    if (inBrackets) features.push('in-brackets');
    return features;
  });
}
