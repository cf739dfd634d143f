export * from './history.schema.ts';
export * from './history.rules.ts';
