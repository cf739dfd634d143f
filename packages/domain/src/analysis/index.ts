export * from './jd-analysis.schema.ts';
export * from './cv-analysis.schema.ts';
export * from './review.schema.ts';
export * from './manual-fields.ts';
export * from './analysis-answers.schema.ts';
export * from './relevance-score.schema.ts';
export * from './generated-mail.schema.ts';
export * from './cv-mail.rules.ts';
