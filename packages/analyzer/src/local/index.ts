export { analyzeCv } from './analyze-cv.ts';
export { analyzeJobDescription } from './analyze-job-description.ts';
export { detectLanguage } from './detect-language.ts';
