export * from './duplicate-keys.ts';
export * from './duplicate.rules.ts';
export * from './duplicate.schema.ts';
