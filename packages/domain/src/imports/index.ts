export * from './import.schema.ts';
