export * from './import.schema.ts';
export * from './import-mapping.rules.ts';
export * from './import-row.rules.ts';
