export * from './step-type.ts';
