/** The annotated CVs in number order, in folds by CV: CV i is in fold i mod count (the analysis's held-out fifth is fold 4 of 5). */
import path from 'node:path';
import { readLabelledCv, type LabelledCv } from '../tagger/cv-tagger-training.ts';
import { annotatedCvFiles } from './datasets.ts';

export function readLabelledCvFolds(folder: string, count: number): LabelledCv[][] {
  const files = annotatedCvFiles(folder);
  const folds: LabelledCv[][] = Array.from({ length: count }, () => []);
  files.forEach((file, index) =>
    folds[index % count]?.push(readLabelledCv(path.join(folder, file), file)),
  );
  return folds;
}
