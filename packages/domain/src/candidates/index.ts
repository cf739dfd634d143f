export * from './candidate.schema.ts';
