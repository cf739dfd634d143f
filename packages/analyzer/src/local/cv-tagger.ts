/**
 * The CV tagger learnt from the annotated CVs (scripts/train-cv-tagger.ts): BIO tags of job titles,
 * places, employers and the person's name over each line of a CV. An English CV's title, town and
 * employers come from it first, a French CV's from the rules first (analyze-cv.ts); both choices
 * cross-validated by CV in `npm run eval:analysis`.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { cvTaggerLinesOf, cvTokenFeaturesOf } from './cv-tagger-features.ts';
import { tagFeatures, type TaggerModel } from './jd-tagger-decode.ts';

export const CV_TAG_FIELDS = ['role', 'city', 'company', 'name'] as const;
export type TCvTagField = (typeof CV_TAG_FIELDS)[number];
/** O, then B- and I- of each field: the model's tag order. */
export const CV_TAGS = ['O', ...CV_TAG_FIELDS.flatMap((field) => [`B-${field}`, `I-${field}`])];

/** A stretch of a line the tagger marked, as written. */
export interface TCvTaggedSpan {
  field: TCvTagField;
  text: string;
  line: number;
}

/** What the analysis asks of a tagger: the marked spans of a CV's lines, in reading order. */
export type TCvTagger = (lines: readonly string[]) => TCvTaggedSpan[];

let shared: TaggerModel | null = null;

// Loaded once, on the first CV: about a megabyte of weights.
function readModel(): TaggerModel {
  shared ??= (
    JSON.parse(
      readFileSync(fileURLToPath(new URL('../../data/cv-tagger.json', import.meta.url)), 'utf8'),
    ) as { model: TaggerModel }
  ).model;
  return shared;
}

/** A tagger from a model; without one, the trained model shipped with the analyzer. */
export function cvTaggerOf(model?: TaggerModel): TCvTagger {
  return (lines) => {
    const used = model ?? readModel();
    return cvTaggerLinesOf(lines).flatMap((line) => {
      const tags = line.tokens.length ? tagFeatures(used, cvTokenFeaturesOf(line)) : [];
      return spansOf(line.text, line.tokens, tags).map((span) => ({ ...span, line: line.index }));
    });
  };
}

/** The spans of one line: a B- tag opens one, I- of the same field continues it. */
export function spansOf(
  text: string,
  tokens: readonly { start: number; end: number }[],
  tags: readonly string[],
): { field: TCvTagField; text: string }[] {
  const spans: { field: TCvTagField; start: number; end: number }[] = [];
  tags.forEach((tag, index) => {
    const token = tokens[index];
    if (!token || tag === 'O') return;
    const [mark, field] = tag.split('-') as ['B' | 'I', TCvTagField];
    const open = spans[spans.length - 1];
    if (mark === 'I' && open?.field === field && tags[index - 1]?.endsWith(field))
      open.end = token.end;
    else spans.push({ field, start: token.start, end: token.end });
  });
  return spans.map(({ field, start, end }) => ({ field, text: text.slice(start, end) }));
}
