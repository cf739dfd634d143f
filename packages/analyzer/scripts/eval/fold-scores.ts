/** Scores per fold of postings, strict (exact spans) and lenient (the evaluation's set match). */
import { emptyCounts, f1Of, scoreSet, type Counts } from './scoring.ts';
import {
  emptyStrictCounts,
  scoreStrictSpans,
  spanTextsOf,
  strictF1Of,
  type StrictCounts,
} from './span-scoring.ts';
import type { PostingPrediction } from './analyzer-spans.ts';
import type { SkillSpanPosting, TSpanField } from './skillspan-folds.ts';

export interface FoldScore {
  strict: StrictCounts;
  lenient: Counts;
}

/** A fold's counts, summed over its postings (micro-averaged, as conlleval and eval-analysis do). */
export function scoreFold(
  postings: readonly SkillSpanPosting[],
  field: TSpanField,
  predict: (posting: SkillSpanPosting) => PostingPrediction,
): FoldScore {
  const strict = emptyStrictCounts();
  const lenient = emptyCounts();
  for (const posting of postings) {
    const { tags, items } = predict(posting);
    const goldItems: string[] = [];
    posting.sentences.forEach((sentence, index) => {
      scoreStrictSpans(strict, tags[index] ?? [], sentence[field]);
      goldItems.push(...spanTextsOf(sentence.tokens, sentence[field]));
    });
    scoreSet(lenient, emptyCounts(), items, goldItems);
  }
  return { strict, lenient };
}

const meanAndSpread = (values: number[]): [number, number] => {
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  const variance = values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length;
  return [mean, Math.sqrt(variance)];
};

const percent = (value: number) => value.toFixed(3);

/** Prints one line per fold and the mean ± standard deviation of each F1; returns the means. */
export function printFoldScores(title: string, scores: readonly FoldScore[]): [number, number] {
  console.log(`\n${title}`);
  console.log('fold   strict P / R / F1        lenient P / R / F1');
  const strictF1s: number[] = [];
  const lenientF1s: number[] = [];
  scores.forEach((score, index) => {
    const strict = strictF1Of(score.strict);
    const lenient = f1Of(score.lenient);
    strictF1s.push(strict[2]);
    lenientF1s.push(lenient[2]);
    console.log(
      `${index + 1}      ${strict.map(percent).join(' / ')}    ${lenient.map(percent).join(' / ')}`,
    );
  });
  const [strictMean, strictSpread] = meanAndSpread(strictF1s);
  const [lenientMean, lenientSpread] = meanAndSpread(lenientF1s);
  console.log(
    `mean   strict F1 ${percent(strictMean)} ± ${percent(strictSpread)}    lenient F1 ${percent(lenientMean)} ± ${percent(lenientSpread)}`,
  );
  return [strictMean, lenientMean];
}
