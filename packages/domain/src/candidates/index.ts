export * from './candidate.schema.ts';
export * from './candidate.rules.ts';
