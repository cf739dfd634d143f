import { readAnnotatedCvs } from './eval/datasets.ts';
import { readAlongPaths } from './eval/document-paths.ts';
const cvs = readAnnotatedCvs('/work/shared/data/cv-annotations/train');
for (const [index, doc] of cvs.entries()) {
  if (doc.id !== process.argv[2]) continue;
  const texts = await readAlongPaths(doc.text, { twoColumns: index % 3 === 2 });
  console.log(texts.pdf);
}
