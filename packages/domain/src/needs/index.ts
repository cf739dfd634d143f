export * from './need-column.ts';
export * from './case-keys.ts';
export * from './need.schema.ts';
export * from './need.rules.ts';
export * from './need-display.rules.ts';
export * from './need-csv.ts';
