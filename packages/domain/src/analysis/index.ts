export * from './jd-analysis.schema.ts';
export * from './cv-analysis.schema.ts';
