/**
 * What the CV tagger sees of each token of a line: the word, its affixes and shape, its
 * neighbours, whether it is a job-title word, and the line around it (where it sits in the CV,
 * under which heading, whether the line is dated or holds an address). Training and tagging share
 * this one definition, so a model always meets the features it learnt.
 */
import { CV_HEADINGS } from './cv-headings.ts';
import { findDateRanges } from './date-ranges.ts';
import { formFeatures, shapeOf, windowFeatures } from './jd-tagger-features.ts';
import { ROLE_WORDS } from './role-words.ts';
import { headingKindOf } from './split-sections.ts';
import { taggerTokensOf, type TaggerToken } from './tagger-tokens.ts';

/** A line of a CV as the tagger reads it: its tokens and what surrounds it. */
export interface CvTaggerLine {
  text: string;
  tokens: TaggerToken[];
  /** Which line of the CV, from 0. */
  index: number;
  /** The heading the line sits under ("experience"), "header" before any. */
  section: string;
  /** Whether the line is itself a heading. */
  heading: boolean;
}

/** The non-empty lines of a CV's text, trimmed, as the analysis reads them, with their context. */
export function cvTaggerLinesOf(lines: readonly string[]): CvTaggerLine[] {
  let section = 'header';
  return lines.map((text, index) => {
    const kind = headingKindOf(text, CV_HEADINGS);
    if (kind) section = kind;
    return { text, tokens: taggerTokensOf(text), index, section, heading: kind !== null };
  });
}

const bucket = (value: number, edges: readonly number[]) => {
  const at = edges.findIndex((edge) => value < edge);
  return at < 0 ? `${edges[edges.length - 1]}+` : String(at === 0 ? 0 : edges[at - 1]);
};
const LINE_EDGES = [1, 2, 3, 5, 8, 12, 20, 40];
const POSITION_EDGES = [1, 2, 3, 5, 8, 13];
const LENGTH_EDGES = [2, 3, 4, 6, 9, 14, 25];
// The words that announce what follows: "as" a title, "at" a company, "in" a place.
const CUES = /^(?:as|at|in|for|with|from|to|chez|à|au|en|de|comme|:|-|–|—|\||@|•)$/i;

/** The feature names of every token of a line. */
export function cvTokenFeaturesOf(line: CvTaggerLine): string[][] {
  const tokens = line.tokens.map((token) => token.text);
  const words = tokens.map((token) => token.toLowerCase());
  const shapes = tokens.map(shapeOf);
  const roles = tokens.map((token) => ROLE_WORDS.test(token));
  const word = (index: number) =>
    index < 0 ? '<s>' : index >= tokens.length ? '</s>' : (words[index] ?? '');
  const shape = (index: number) =>
    index < 0 || index >= tokens.length ? '-' : (shapes[index] ?? '');
  const role = (index: number) => (roles[index] ? 'R' : '-');
  const lineFeatures = [
    'bias',
    `line=${bucket(line.index, LINE_EDGES)}`,
    `sec=${line.section}`,
    `len=${bucket(tokens.length, LENGTH_EDGES)}`,
    `first=${word(0)}`,
  ];
  if (line.heading) lineFeatures.push('heading');
  if (findDateRanges(line.text).length > 0) lineFeatures.push('dated');
  if (/@/.test(line.text)) lineFeatures.push('has-at');
  if (roles.some(Boolean)) lineFeatures.push('has-role');
  let cue = '<s>';
  return tokens.map((token, index) => {
    const lower = word(index);
    if (index > 0 && CUES.test(word(index - 1))) cue = word(index - 1);
    const features = [
      ...lineFeatures,
      `cue=${cue}`,
      `pos=${bucket(index, POSITION_EDGES)}`,
      ...windowFeatures(word, shape, index),
      `r=${role(index)}`,
      `r-1=${role(index - 1)}`,
      `r+1=${role(index + 1)}`,
      `r-2=${role(index - 2)}`,
      `r+2=${role(index + 2)}`,
      `sec-w=${line.section}|${lower}`,
      `sec-r=${line.section}|${role(index)}`,
    ];
    return [...features, ...formFeatures(token, index, tokens.length)];
  });
}
