/**
 * The offline analyzer's job-posting skills on SkillSpan (train and dev pooled), scored per fold of
 * postings by exact spans (strict, as the literature reports SkillSpan) and by the evaluation's
 * lenient match. The rules were written against this data and the committed tagger learnt from
 * all of it: these are tuning figures, an upper bound of what the analysis does on postings it
 * has not seen. `npm run train:analyzer -- --cv 5` prints the cross-validated ones.
 * Run with `npm run eval:jd-spans`.
 */
import path from 'node:path';
import { predictWithAnalyzer } from './eval/analyzer-spans.ts';
import { dataRoot } from './eval/data-root.ts';
import { printFoldScores, scoreFold } from './eval/fold-scores.ts';
import { readSkillSpanFolds, type TSpanField } from './eval/skillspan-folds.ts';

const FOLDS = 5;

const folds = readSkillSpanFolds(path.join(dataRoot, 'jd-skills'), FOLDS);
const rules = new Map(
  folds.flat().map((posting) => [posting, predictWithAnalyzer(posting, { tagger: null })]),
);
const analysis = new Map(folds.flat().map((posting) => [posting, predictWithAnalyzer(posting)]));
const fields: [TSpanField, string][] = [
  ['knowledge', 'hard skills (knowledge)'],
  ['skill', 'soft skills (skill)'],
];
for (const [field, name] of fields) {
  printFoldScores(
    `Rules alone, ${name}, tuning: ${FOLDS} folds by posting`,
    folds.map((postings) => scoreFold(postings, field, (posting) => rules.get(posting)![field])),
  );
  printFoldScores(
    `Analysis (rules + the committed tagger), ${name}, tuning: ${FOLDS} folds by posting`,
    folds.map((postings) => scoreFold(postings, field, (posting) => analysis.get(posting)![field])),
  );
}
