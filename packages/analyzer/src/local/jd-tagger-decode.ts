/**
 * Decoding of the taggers (job-posting skills, CV fields): a linear model scores each tag of each token from
 * the token's features, a transition score links consecutive tags, and Viterbi picks the best
 * sequence of tags for the sentence.
 */
import { tokenFeaturesOf } from './jd-tagger-features.ts';

/** A trained model: tag names, transition scores and feature weights (one number per tag). */
export interface TaggerModel {
  tags: string[];
  /** (tags + 1) × tags scores, row 0 from the sentence start, row p + 1 from tag p. */
  transitions: number[];
  weights: Record<string, number[]>;
}

/**
 * The best tag indices for `emissions` (tokens × tags scores, row-major) under `transitions`
 * ((tags + 1) × tags, the first row from the start of the sentence).
 */
export function decodeViterbi(
  emissions: ArrayLike<number>,
  transitions: ArrayLike<number>,
  tagCount: number,
): number[] {
  const length = emissions.length / tagCount;
  if (length === 0) return [];
  const scores = new Float64Array(emissions.length);
  const back = new Int32Array(emissions.length);
  for (let tag = 0; tag < tagCount; tag++)
    scores[tag] = (transitions[tag] ?? 0) + (emissions[tag] ?? 0);
  for (let position = 1; position < length; position++)
    for (let tag = 0; tag < tagCount; tag++) {
      let best = -Infinity;
      let bestPrevious = 0;
      for (let previous = 0; previous < tagCount; previous++) {
        const score =
          (scores[(position - 1) * tagCount + previous] ?? 0) +
          (transitions[(previous + 1) * tagCount + tag] ?? 0);
        if (score > best) {
          best = score;
          bestPrevious = previous;
        }
      }
      scores[position * tagCount + tag] = best + (emissions[position * tagCount + tag] ?? 0);
      back[position * tagCount + tag] = bestPrevious;
    }
  const path = new Array<number>(length).fill(0);
  let best = -Infinity;
  for (let tag = 0; tag < tagCount; tag++) {
    const score = scores[(length - 1) * tagCount + tag] ?? 0;
    if (score > best) {
      best = score;
      path[length - 1] = tag;
    }
  }
  for (let position = length - 1; position > 0; position--)
    path[position - 1] = back[position * tagCount + (path[position] ?? 0)] ?? 0;
  return path;
}

/** Each tag's score for each token of a sentence (tokens × tags, row-major), before transitions. */
export function scoreTokens(model: TaggerModel, tokens: readonly string[]): Float64Array {
  return scoreFeatures(model, tokenFeaturesOf(tokens));
}

/** The same from each token's feature names (the CV tagger's features are its own). */
export function scoreFeatures(model: TaggerModel, features: readonly string[][]): Float64Array {
  const tagCount = model.tags.length;
  const emissions = new Float64Array(features.length * tagCount);
  features.forEach((names, position) => {
    for (const feature of names) {
      const weights = model.weights[feature];
      if (!weights) continue;
      for (let tag = 0; tag < tagCount; tag++) {
        const index = position * tagCount + tag;
        emissions[index] = (emissions[index] ?? 0) + (weights[tag] ?? 0);
      }
    }
  });
  return emissions;
}

/** The tags of a sentence's tokens under a model. */
export function tagWithModel(model: TaggerModel, tokens: readonly string[]): string[] {
  return tagFeatures(model, tokenFeaturesOf(tokens));
}

/** The tags of a sentence given each token's feature names. */
export function tagFeatures(model: TaggerModel, features: readonly string[][]): string[] {
  return decodeViterbi(scoreFeatures(model, features), model.transitions, model.tags.length).map(
    (tag) => model.tags[tag] ?? 'O',
  );
}
