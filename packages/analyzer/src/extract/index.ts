export * from './extract-text.ts';
export * from './normalize-text.ts';
