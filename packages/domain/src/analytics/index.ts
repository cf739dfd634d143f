export * from './analytics.rules.ts';
export * from './analytics.schema.ts';
export * from './analytics.csv.ts';
