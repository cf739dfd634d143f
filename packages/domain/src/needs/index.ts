export * from './need-column.ts';
