/**
 * `npm run train:analyzer`: trains the analyzer's models from ../shared/data and writes their
 * weights under data/: the job-posting skill tagger (SkillSpan) and the CV tagger (the annotated
 * CVs). `-- --cv 5` cross-validates both instead and writes nothing; `-- --field knowledge` limits
 * the job-posting tagger to one field.
 */
import { runCvTaggerTraining } from './train-cv-tagger.ts';
import { runJdTaggerTraining } from './train-jd-tagger.ts';

runJdTaggerTraining(process.argv);
runCvTaggerTraining(process.argv);
