export * from './follow-up.rules.ts';
export * from './follow-up.schema.ts';
