export * from './jd-analysis.schema.ts';
export * from './cv-analysis.schema.ts';
export * from './review.schema.ts';
export * from './manual-fields.ts';
export * from './cv-mail.rules.ts';
