export * from './extract-text.ts';
export * from './normalize-text.ts';
export * from './extract-limits.ts';
export * from './reader/document-reader.ts';
