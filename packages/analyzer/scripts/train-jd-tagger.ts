/**
 * Trains the job-posting skill tagger on SkillSpan (train and dev pooled): an averaged perceptron
 * over BIO tags of hard skills (knowledge) and soft skills (skill), features in
 * src/local/jd-tagger-features.ts. Writes data/jd-skill-tagger.json.
 * `npm run train:analyzer -- --cv 5` instead trains on all folds but one and scores that one, for
 * each fold, beside the rules' analyzer on the same folds: the honest figure, since no posting is
 * scored by a model that learnt from it. `--field knowledge` does one field only;
 * JD_TAGGER_EPOCHS and JD_TAGGER_MIN try other epochs (15) and pruning thresholds (2).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  decodeViterbi,
  scoreTokens,
  tagWithModel,
  type TaggerModel,
} from '../src/local/jd-tagger-decode.ts';
import { tokenFeaturesOf } from '../src/local/jd-tagger-features.ts';
import { predictWithAnalyzer } from './eval/analyzer-spans.ts';
import { dataRoot } from './eval/data-root.ts';
import { printFoldScores, scoreFold } from './eval/fold-scores.ts';
import { f1Of } from './eval/scoring.ts';
import { spanTextsOf, strictF1Of } from './eval/span-scoring.ts';
import {
  readSkillSpanFolds,
  type SkillSpanPosting,
  type SkillSpanSentence,
  type TSpanField,
} from './eval/skillspan-folds.ts';
import { createFeatureIndex } from './tagger/feature-index.ts';
import { trainTagger, type EncodedSentence } from './tagger/train-perceptron.ts';

const TAGS = ['O', 'B', 'I'];
const EPOCHS = Number(process.env.JD_TAGGER_EPOCHS ?? 15);
const SEED = 20_220_710;
const MINIMUM_WEIGHT = Number(process.env.JD_TAGGER_MIN ?? 2);
const fieldAt = process.argv.indexOf('--field');
const FIELDS: TSpanField[] =
  fieldAt >= 0 ? [process.argv[fieldAt + 1] as TSpanField] : ['knowledge', 'skill'];
const FIELD_NAMES: Record<TSpanField, string> = {
  knowledge: 'hard skills (knowledge)',
  skill: 'soft skills (skill)',
};
const modelFile = fileURLToPath(new URL('../data/jd-skill-tagger.json', import.meta.url));

const features = createFeatureIndex();
const encoded = new Map<SkillSpanSentence, Int32Array[]>();

function encode(sentence: SkillSpanSentence): Int32Array[] {
  const known = encoded.get(sentence) ?? features.encode(tokenFeaturesOf(sentence.tokens));
  encoded.set(sentence, known);
  return known;
}

function train(postings: readonly SkillSpanPosting[], field: TSpanField): TaggerModel {
  const sentences: EncodedSentence[] = postings.flatMap((posting) =>
    posting.sentences.map((sentence) => ({
      features: encode(sentence),
      gold: sentence[field].map((tag) => Math.max(0, TAGS.indexOf(tag))),
    })),
  );
  return trainTagger(sentences, {
    featureNames: features.names,
    tags: TAGS,
    epochs: EPOCHS,
    seed: SEED,
    minimum: MINIMUM_WEIGHT,
  });
}

function predictWithModel(model: TaggerModel, posting: SkillSpanPosting) {
  return itemsOf(
    posting,
    posting.sentences.map((sentence) => tagWithModel(model, sentence.tokens)),
  );
}

function itemsOf(posting: SkillSpanPosting, tags: string[][]) {
  const items = posting.sentences.flatMap((sentence, index) =>
    spanTextsOf(sentence.tokens, tags[index] ?? []),
  );
  return { tags, items };
}

// The perceptron learns to be right on most tokens, and most tokens are outside any skill: it
// names few skills, precisely. Lowering the score of "O", and raising that of "B" (a skill starts
// here, rather than a skill goes on), trades precision for recall and long merged spans ("MySQL /
// Redis") for the skills one by one.
const O_MARGINS = [0, 8, 16, 24, 32, 48];
const B_MARGINS = [0, 8, 16, 24, 32, 48, 64];

interface Margins {
  o: number;
  b: number;
}

const withMargins = (model: TaggerModel, { o, b }: Margins): TaggerModel => ({
  ...model,
  // Every token has the "bias" feature: the margins live in its weights.
  weights: {
    ...model.weights,
    bias: TAGS.map((_, tag) => (model.weights.bias?.[tag] ?? 0) + [-o, b, 0][tag]!),
  },
});

/**
 * The margins that score best (mean of strict and lenient F1) on a fifth of `postings` held out
 * from a model trained on the rest: chosen without the postings the final model will be scored on.
 */
function chooseMargins(postings: readonly SkillSpanPosting[], field: TSpanField): Margins {
  const held = postings.filter((_, index) => index % 5 === 4);
  const model = train(
    postings.filter((_, index) => index % 5 !== 4),
    field,
  );
  const scores = new Map(
    held.map((posting) => [
      posting,
      posting.sentences.map((sentence) => scoreTokens(model, sentence.tokens)),
    ]),
  );
  let best = { margins: { o: 0, b: 0 }, f1: -1 };
  for (const o of O_MARGINS)
    for (const b of B_MARGINS) {
      const shift = [-o, b, 0];
      const { strict, lenient } = scoreFold(held, field, (posting) =>
        itemsOf(
          posting,
          (scores.get(posting) ?? []).map((emissions) =>
            decodeViterbi(
              emissions.map((score, index) => score + (shift[index % TAGS.length] ?? 0)),
              model.transitions,
              TAGS.length,
            ).map((tag) => TAGS[tag] ?? 'O'),
          ),
        ),
      );
      const f1 = (strictF1Of(strict)[2] + f1Of(lenient)[2]) / 2;
      if (f1 > best.f1) best = { margins: { o, b }, f1 };
    }
  return best.margins;
}

/** A model trained on `postings`, with the margins chosen on a part of them. */
function trainWithMargins(postings: readonly SkillSpanPosting[], field: TSpanField) {
  const margins = chooseMargins(postings, field);
  return { model: withMargins(train(postings, field), margins), margins };
}

const marginsText = ({ o, b }: Margins) => `O -${o} B +${b}`;

function crossValidate(count: number): void {
  const folds = readSkillSpanFolds(path.join(dataRoot, 'jd-skills'), count);
  for (const posting of folds.flat()) posting.sentences.forEach(encode);
  const rules = new Map(
    folds.flat().map((posting) => [posting, predictWithAnalyzer(posting, { tagger: null })]),
  );
  const started = performance.now();
  const trained = folds.map((_, index) => {
    const postings = folds.filter((__, other) => other !== index).flat();
    return Object.fromEntries(
      FIELDS.map((field) => [field, trainWithMargins(postings, field)]),
    ) as Partial<Record<TSpanField, ReturnType<typeof trainWithMargins>>>;
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  // The analysis as the product runs it, its tagger trained without the fold it reads.
  const combined = new Map(
    folds.flatMap((postings, index) => {
      const models = trained[index]!;
      const tagger = (tokens: readonly string[], field: TSpanField) => {
        const model = models[field]?.model;
        return model ? tagWithModel(model, tokens) : tokens.map(() => 'O');
      };
      return postings.map((posting) => [posting, predictWithAnalyzer(posting, { tagger })]);
    }),
  );
  // The rules were written on SkillSpan's train postings; its dev postings are read by neither
  // the rules' author nor, fold by fold, the tagger: the analysis's honest figure.
  const heldOut = folds.map((postings) =>
    postings.filter((posting) => posting.id.startsWith('dev:')),
  );
  for (const field of FIELDS) {
    const margins = trained.map((models) => marginsText(models[field]!.margins)).join('; ');
    printFoldScores(
      `Tagger (averaged perceptron), ${FIELD_NAMES[field]}: ${count}-fold cross-validation by posting (${seconds} s for both fields, margins ${margins})`,
      folds.map((scored, index) =>
        scoreFold(scored, field, (posting) =>
          predictWithModel(trained[index]![field]!.model, posting),
        ),
      ),
    );
    printFoldScores(
      `Analysis (rules + tagger), ${FIELD_NAMES[field]}: SkillSpan dev postings, tagger cross-validated (held out from both)`,
      heldOut.map((postings) =>
        scoreFold(postings, field, (posting) => combined.get(posting)![field]),
      ),
    );
    printFoldScores(
      `Analysis (rules + tagger), ${FIELD_NAMES[field]}: all postings, tagger cross-validated (tuning: the rules were written on train)`,
      folds.map((postings) =>
        scoreFold(postings, field, (posting) => combined.get(posting)![field]),
      ),
    );
    printFoldScores(
      `Rules alone, ${FIELD_NAMES[field]}: SkillSpan dev postings (held out from the rules)`,
      heldOut.map((postings) =>
        scoreFold(postings, field, (posting) => rules.get(posting)![field]),
      ),
    );
  }
}

function trainAndWrite(): void {
  const started = performance.now();
  const postings = readSkillSpanFolds(path.join(dataRoot, 'jd-skills'), 1).flat();
  const trained = FIELDS.map((field) => ({ field, ...trainWithMargins(postings, field) }));
  const models = Object.fromEntries(trained.map(({ field, model }) => [field, model]));
  const json = JSON.stringify({ version: 1, epochs: EPOCHS, seed: SEED, models });
  writeFileSync(modelFile, json + '\n');
  const features = trained
    .map(
      ({ field, model, margins }) =>
        `${field} ${Object.keys(model.weights).length} (margins ${marginsText(margins)})`,
    )
    .join(', ');
  console.log(
    `Trained on ${postings.length} postings in ${((performance.now() - started) / 1000).toFixed(1)} s; ${path.basename(modelFile)}: ${(json.length / 1024 / 1024).toFixed(2)} MB, features kept: ${features}`,
  );
}

/** Trains and writes the model, or with `--cv N` cross-validates it. */
export function runJdTaggerTraining(argv: readonly string[]): void {
  const cvAt = argv.indexOf('--cv');
  if (cvAt >= 0) crossValidate(Number(argv[cvAt + 1] ?? 5));
  else trainAndWrite();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  runJdTaggerTraining(process.argv);
