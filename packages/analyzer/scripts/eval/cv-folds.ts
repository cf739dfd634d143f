/** The annotated CVs in number order, in folds by CV: CV i is in fold i mod count (the analysis's held-out fifth is fold 4 of 5). */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { readLabelledCv, type LabelledCv } from '../tagger/cv-tagger-training.ts';

export function readLabelledCvFolds(folder: string, count: number): LabelledCv[][] {
  const files = readdirSync(folder)
    .filter((file) => file.endsWith('.xml'))
    .sort((a, b) => parseInt(a, 10) - parseInt(b, 10));
  const folds: LabelledCv[][] = Array.from({ length: count }, () => []);
  files.forEach((file, index) =>
    folds[index % count]?.push(readLabelledCv(path.join(folder, file), file)),
  );
  return folds;
}
