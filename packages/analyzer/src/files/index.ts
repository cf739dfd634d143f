export * from './detect-document-type.ts';
export * from './upload-limits.ts';
