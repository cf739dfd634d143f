export * from './search.schema.ts';
