export * from './api-key.schema.ts';
export * from './api-key.rules.ts';
