/**
 * A structured averaged perceptron (Collins, 2002) over BIO tags: for each sentence, decode with
 * the current weights and, where the best sequence differs from the gold one, move the weights
 * towards the gold tags and away from the predicted ones. The averaged weights generalise better
 * than the last ones, and the fixed seed and epochs make a run reproducible.
 */
import { decodeViterbi, type TaggerModel } from '../../src/local/jd-tagger-decode.ts';

/** A sentence as the trainer reads it: feature ids per token and gold tag indices. */
export interface EncodedSentence {
  features: Int32Array[];
  gold: number[];
}

export interface TrainOptions {
  featureCount: number;
  tagCount: number;
  epochs: number;
  seed: number;
}

/** Averaged weights: features × tags, then (tags + 1) × tags transitions. */
export interface TrainedWeights {
  emissions: Float64Array;
  transitions: Float64Array;
}

// A small, seedable generator (mulberry32): the order of sentences is the only randomness.
function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled(count: number, random: () => number): number[] {
  const order = Array.from({ length: count }, (_, index) => index);
  for (let index = count - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [order[index], order[other]] = [order[other] ?? 0, order[index] ?? 0];
  }
  return order;
}

const add = (array: Float64Array, index: number, value: number) => {
  array[index] = (array[index] ?? 0) + value;
};

export function trainPerceptron(
  sentences: readonly EncodedSentence[],
  options: TrainOptions,
): TrainedWeights {
  const { tagCount } = options;
  // The averaging trick: `sums` holds each update times the step it was made at, so the average
  // is weights - sums / steps, without touching every weight at every step.
  const emissions = new Float64Array(options.featureCount * tagCount);
  const emissionSums = new Float64Array(emissions.length);
  const transitions = new Float64Array((tagCount + 1) * tagCount);
  const transitionSums = new Float64Array(transitions.length);
  let step = 1;
  const random = randomFrom(options.seed);
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    for (const index of shuffled(sentences.length, random)) {
      const sentence = sentences[index];
      if (!sentence || sentence.gold.length === 0) continue;
      const scores = new Float64Array(sentence.gold.length * tagCount);
      sentence.features.forEach((features, position) => {
        for (const feature of features)
          for (let tag = 0; tag < tagCount; tag++)
            add(scores, position * tagCount + tag, emissions[feature * tagCount + tag] ?? 0);
      });
      const predicted = decodeViterbi(scores, transitions, tagCount);
      let previousGold = -1;
      let previousPredicted = -1;
      sentence.gold.forEach((gold, position) => {
        const guess = predicted[position] ?? 0;
        if (gold !== guess)
          for (const feature of sentence.features[position] ?? []) {
            add(emissions, feature * tagCount + gold, 1);
            add(emissionSums, feature * tagCount + gold, step);
            add(emissions, feature * tagCount + guess, -1);
            add(emissionSums, feature * tagCount + guess, -step);
          }
        if (gold !== guess || previousGold !== previousPredicted) {
          add(transitions, (previousGold + 1) * tagCount + gold, 1);
          add(transitionSums, (previousGold + 1) * tagCount + gold, step);
          add(transitions, (previousPredicted + 1) * tagCount + guess, -1);
          add(transitionSums, (previousPredicted + 1) * tagCount + guess, -step);
        }
        previousGold = gold;
        previousPredicted = guess;
      });
      step++;
    }
  }
  const average = (weights: Float64Array, sums: Float64Array) =>
    weights.map((weight, index) => weight - (sums[index] ?? 0) / step);
  return {
    emissions: average(emissions, emissionSums),
    transitions: average(transitions, transitionSums),
  };
}

const rounded = (value: number) => Math.round(value * 10) / 10;

/**
 * The model as shipped: a feature is kept when one of its weights reaches `minimum` (the others
 * add little to any score), weights rounded to one decimal (the weights run into the tens).
 */
export function compactModel(
  trained: TrainedWeights,
  featureNames: readonly string[],
  tags: string[],
  minimum: number,
): TaggerModel {
  const tagCount = tags.length;
  const weights: Record<string, number[]> = {};
  featureNames.forEach((name, feature) => {
    const row = Array.from(
      trained.emissions.subarray(feature * tagCount, (feature + 1) * tagCount),
    );
    if (row.some((weight) => Math.abs(weight) >= minimum)) weights[name] = row.map(rounded);
  });
  return { tags, transitions: Array.from(trained.transitions, rounded), weights };
}

/** Trains on `sentences` and keeps the model as shipped (compactModel): what both taggers do. */
export function trainTagger(
  sentences: readonly EncodedSentence[],
  options: {
    featureNames: readonly string[];
    tags: string[];
    epochs: number;
    seed: number;
    minimum: number;
  },
): TaggerModel {
  const trained = trainPerceptron(sentences, {
    featureCount: options.featureNames.length,
    tagCount: options.tags.length,
    epochs: options.epochs,
    seed: options.seed,
  });
  return compactModel(trained, options.featureNames, options.tags, options.minimum);
}
