export * from './need-column.ts';
export * from './case-keys.ts';
export * from './need.schema.ts';
