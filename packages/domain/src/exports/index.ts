export * from './archive.rules.ts';
