/**
 * The offline analyzer's job-posting skills on SkillSpan (train and dev pooled), scored per fold of
 * postings by exact spans (strict, as the literature reports SkillSpan) and by the evaluation's
 * lenient match. The rules were written against this data: these are tuning figures, an upper
 * bound of what the rules do on postings they have not seen.
 * Run with `npm run eval:jd-spans`.
 */
import path from 'node:path';
import { predictWithAnalyzer } from './eval/analyzer-spans.ts';
import { dataRoot } from './eval/data-root.ts';
import { printFoldScores, scoreFold } from './eval/fold-scores.ts';
import { readSkillSpanFolds, type TSpanField } from './eval/skillspan-folds.ts';

const FOLDS = 5;

const folds = readSkillSpanFolds(path.join(dataRoot, 'jd-skills'), FOLDS);
const predictions = new Map(folds.flat().map((posting) => [posting, predictWithAnalyzer(posting)]));
const fields: [TSpanField, string][] = [
  ['knowledge', 'hard skills (knowledge)'],
  ['skill', 'soft skills (skill)'],
];
for (const [field, name] of fields)
  printFoldScores(
    `Analyzer (rules), ${name}, tuning: ${FOLDS} folds by posting`,
    folds.map((postings) =>
      scoreFold(postings, field, (posting) => predictions.get(posting)![field]),
    ),
  );
