/**
 * Trains the CV tagger on the annotated CVs (../shared/data/cv-annotations): an averaged perceptron
 * over BIO tags of job titles, places, employers and names, features in
 * src/local/cv-tagger-features.ts. Writes data/cv-tagger.json.
 * `-- --cv 5` instead trains on all folds but one and scores that one, for each fold (folds by
 * CV: the fifth fold is the analysis's held-out fifth): the tagger's own figures, as spans.
 * CV_TAGGER_EPOCHS and CV_TAGGER_MIN try other epochs (10) and pruning thresholds (2).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CV_TAG_FIELDS, cvTaggerOf, type TCvTagField } from '../src/local/cv-tagger.ts';
import { dataRoot } from './eval/data-root.ts';
import { emptyCounts, f1Of, scoreSingle, squash, type Counts } from './eval/scoring.ts';
import {
  CV_TAGGER_EPOCHS,
  CV_TAGGER_SEED,
  encodeCv,
  trainCvTagger,
  FIELD_OF_LABEL,
  trainingLinesOf,
  type LabelledCv,
} from './tagger/cv-tagger-training.ts';
import { readLabelledCvFolds } from './eval/cv-folds.ts';
import { createFeatureIndex } from './tagger/feature-index.ts';

const modelFile = fileURLToPath(new URL('../data/cv-tagger.json', import.meta.url));
const folder = path.join(dataRoot, 'cv-annotations/train');

/** The labelled texts of a CV by field. */
function goldOf(cv: LabelledCv): Map<TCvTagField, string[]> {
  const gold = new Map<TCvTagField, string[]>(CV_TAG_FIELDS.map((field) => [field, []]));
  for (const span of cv.spans) {
    const field = FIELD_OF_LABEL[span.type];
    if (field) gold.get(field)?.push(cv.text.slice(span.start, span.end).trim());
  }
  return gold;
}

function crossValidate(count: number): void {
  const folds = readLabelledCvFolds(folder, count);
  const started = performance.now();
  const index = createFeatureIndex();
  const encoded = folds.map((cvs) => cvs.map((cv) => encodeCv(cv, index)));
  const strict = new Map(CV_TAG_FIELDS.map((field) => [field, emptyCounts()]));
  const first = new Map(CV_TAG_FIELDS.map((field) => [field, emptyCounts()]));
  folds.forEach((cvs, fold) => {
    const model = trainCvTagger(
      encoded.filter((_, other) => other !== fold).flatMap((lines) => lines.flat()),
      index,
    );
    const tagger = cvTaggerOf(model);
    for (const cv of cvs) {
      const { lines } = trainingLinesOf(cv);
      const spans = tagger(lines);
      const gold = goldOf(cv);
      for (const field of CV_TAG_FIELDS) {
        const predicted = spans.filter((span) => span.field === field).map((span) => span.text);
        const golds = gold.get(field) ?? [];
        scoreStrict(strict.get(field)!, predicted, golds);
        scoreSingle(first.get(field)!, predicted[0] ?? null, golds);
      }
    }
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `CV tagger, ${count}-fold cross-validation by CV (${folds.flat().length} CVs, ${seconds} s)`,
  );
  console.log('| field | spans, strict F1 (P/R) | first span, lenient F1 (P/R) |');
  console.log('|---|---|---|');
  for (const field of CV_TAG_FIELDS) {
    const cell = (counts: Counts) => {
      const [precision, recall, f1] = f1Of(counts);
      return `${f1.toFixed(3)} (${precision.toFixed(2)}/${recall.toFixed(2)})`;
    };
    console.log(`| ${field} | ${cell(strict.get(field)!)} | ${cell(first.get(field)!)} |`);
  }
}

function scoreStrict(counts: Counts, predicted: string[], golds: string[]): void {
  const goldSet = new Set(golds.map(squash));
  const predictedSet = new Set(predicted.map(squash));
  counts.gold += goldSet.size;
  counts.predicted += predictedSet.size;
  for (const item of predictedSet)
    if (goldSet.has(item)) {
      counts.truePositives++;
      counts.recalled++;
    }
}

function trainAndWrite(): void {
  const started = performance.now();
  const cvs = readLabelledCvFolds(folder, 1).flat();
  const index = createFeatureIndex();
  const model = trainCvTagger(
    cvs.flatMap((cv) => encodeCv(cv, index)),
    index,
  );
  const json = JSON.stringify({
    version: 1,
    epochs: CV_TAGGER_EPOCHS,
    seed: CV_TAGGER_SEED,
    model,
  });
  writeFileSync(modelFile, json + '\n');
  console.log(
    `Trained on ${cvs.length} CVs in ${((performance.now() - started) / 1000).toFixed(1)} s; ${path.basename(modelFile)}: ${(json.length / 1024 / 1024).toFixed(2)} MB, ${Object.keys(model.weights).length} features kept`,
  );
}

/** Trains and writes the model, or with `--cv N` cross-validates it. */
export function runCvTaggerTraining(argv: readonly string[]): void {
  const cvAt = argv.indexOf('--cv');
  if (cvAt >= 0) crossValidate(Number(argv[cvAt + 1] ?? 5));
  else trainAndWrite();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  runCvTaggerTraining(process.argv);
