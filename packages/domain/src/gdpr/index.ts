export * from './gdpr.rules.ts';
export * from './gdpr.schema.ts';
export * from './json-resume.ts';
export * from './erasure-grounds.ts';
