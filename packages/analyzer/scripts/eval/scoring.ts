/** Counting and matching rules of the analysis evaluation (see the legend eval-analysis prints). */
import { normalizeSkillKey } from '../../src/vocabulary/normalize-skill-key.ts';
import { getSkillVocabulary } from '../../src/vocabulary/skills-vocabulary.ts';

const vocabulary = getSkillVocabulary();

export interface Counts {
  /** Predictions that match a gold item (precision numerator). */
  truePositives: number;
  /** Gold items matched by some prediction (recall numerator). */
  recalled: number;
  predicted: number;
  gold: number;
}

export const emptyCounts = (): Counts => ({ truePositives: 0, recalled: 0, predicted: 0, gold: 0 });

export function f1Of(counts: Counts): [number, number, number] {
  const precision = counts.predicted ? counts.truePositives / counts.predicted : 0;
  const recall = counts.gold ? counts.recalled / counts.gold : 0;
  const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
  return [precision, recall, f1];
}

// A set field has a strict and a lenient score; a single field only one.
export type TRow = [string, Counts] | [string, Counts, Counts];

export const squash = (value: string) => value.toLowerCase().replace(/\s+/g, ' ').trim();
const canonicalSkill = (name: string) => normalizeSkillKey(vocabulary.canonicalName(name));

// Lenient span match for single fields: case- and whitespace-insensitive, either containing the other.
export function isLenientMatch(predicted: string, gold: string): boolean {
  const a = squash(predicted);
  const b = squash(gold);
  return a.length > 0 && b.length > 0 && (a === b || a.includes(b) || b.includes(a));
}

export const numbersOf = (value: string): string[] => value.match(/\d+(?:\.\d+)?/g) ?? [];

// Single fields are scored on the CVs whose annotation has that field: the annotators left fields
// out of many CVs that do contain them, so a prediction there is neither right nor wrong.
export function scoreSingle(
  counts: Counts,
  predicted: string | null,
  golds: string[],
  match = isLenientMatch,
): void {
  if (golds.length === 0) return;
  counts.gold++;
  if (!predicted) return;
  counts.predicted++;
  if (golds.some((gold) => match(predicted, gold))) {
    counts.truePositives++;
    counts.recalled++;
  }
}

/**
 * Names a document lists (employers): unique items, case and spacing aside; a prediction counts
 * when it and some gold item contain one another (isLenientMatch), a gold item is recalled when
 * some prediction matches it so.
 */
export function scoreNames(counts: Counts, predicted: string[], golds: string[]): void {
  const predictedSet = [...new Set(predicted.map(squash).filter(Boolean))];
  const goldSet = [...new Set(golds.map(squash).filter(Boolean))];
  counts.predicted += predictedSet.length;
  counts.gold += goldSet.length;
  counts.truePositives += predictedSet.filter((item) =>
    goldSet.some((gold) => isLenientMatch(item, gold)),
  ).length;
  counts.recalled += goldSet.filter((gold) =>
    predictedSet.some((item) => isLenientMatch(item, gold)),
  ).length;
}

// Words that carry no skill on their own: a prediction made only of them never matches leniently.
const FILLER = new Set(
  'a an and or of the in on for to with skills skill knowledge good strong excellent experience ability tools tool technologies technology'.split(
    ' ',
  ),
);

// EVAL_CONTAINMENT=surface scores as before this rule (containment of the written words only), to
// compare with earlier figures.
const legacyContainment = process.env.EVAL_CONTAINMENT === 'surface';

/**
 * Set fields (skills) are compared as unique normalised items per document (normalised = the
 * vocabulary's canonical name when the vocabulary knows the item, in normalised spelling).
 * - strict: a predicted item counts when it equals a gold item.
 * - lenient: a predicted item counts when it equals a gold item or is contained, as whole words,
 *   in a gold span ("Java" in the gold span "Core Java programming"), or when its canonical name is
 *   that of an alias written in the gold span ("JavaScript", found as "JS", in the span "JS
 *   frameworks": predictions are canonical, so the span's words are read canonically too); a gold span counts as
 *   recalled when some predicted item equals it or is contained in it. A prediction is never
 *   credited for containing a gold span (so predicting long stretches of text earns nothing), and
 *   a prediction made only of filler words ("skills", "and") never matches.
 * Precision = matched predictions / predictions; recall = recalled gold items / gold items.
 */
export function scoreSet(
  lenient: Counts,
  strict: Counts,
  predicted: string[],
  golds: string[],
  debug?: { missed: string[]; wrong: string[] },
): void {
  const predictedSet = new Set(predicted.map(canonicalSkill).filter(Boolean));
  const goldSet = new Set(golds.map(canonicalSkill).filter(Boolean));
  // Gold spans in canonical and in raw normalised spelling, so containment sees the words written.
  const goldKeys = golds
    .filter((gold) => canonicalSkill(gold))
    .map((gold) => ({
      gold: canonicalSkill(gold),
      spans: [` ${canonicalSkill(gold)} `, ` ${normalizeSkillKey(gold)} `],
      inner: legacyContainment ? new Set<string>() : namesInside(gold),
    }));
  const recalled = new Set<string>();
  for (const counts of [lenient, strict]) {
    counts.predicted += predictedSet.size;
    counts.gold += goldSet.size;
  }
  for (const skill of predictedSet) {
    const exact = goldSet.has(skill);
    if (exact) {
      strict.truePositives++;
      strict.recalled++;
      lenient.truePositives++;
      recalled.add(skill);
    } else if (skill.split(' ').every((word) => FILLER.has(word))) {
      debug?.wrong.push(skill);
      continue;
    }
    // As the rule says, a gold span is recalled by a prediction contained in it, even when that
    // prediction also equals another gold span ("Java" recalls both "Java" and "Core Java").
    const needle = ` ${skill} `;
    const containing = goldKeys.filter(
      ({ spans, inner }) => spans.some((span) => span.includes(needle)) || inner.has(skill),
    );
    for (const { gold } of containing) recalled.add(gold);
    if (exact) continue;
    if (containing.length > 0) lenient.truePositives++;
    else debug?.wrong.push(skill);
  }
  lenient.recalled += recalled.size;
  if (debug) for (const gold of goldSet) if (!recalled.has(gold)) debug.missed.push(gold);
}

// The canonical names of the vocabulary aliases written inside a gold span, as whole words: the
// analyzer names what it finds canonically ("JS" → "JavaScript"), so a prediction is contained in
// the span "JS frameworks" when its canonical name is that of words in the span.
function namesInside(gold: string): Set<string> {
  const words = normalizeSkillKey(gold).split(' ').filter(Boolean);
  const names = new Set<string>();
  for (let start = 0; start < words.length; start++)
    for (
      let end = start + 1;
      end <= Math.min(words.length, start + vocabulary.maxAliasWords);
      end++
    ) {
      const rule = vocabulary.lookup(words.slice(start, end).join(' '));
      if (rule) names.add(normalizeSkillKey(rule.skill.name));
    }
  return names;
}

export const isSpokenLanguage = (label: string) =>
  vocabulary.lookup(normalizeSkillKey(label))?.skill.category === 'language';
