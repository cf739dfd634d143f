export * from './client-email-text.ts';
export * from './read-eml.ts';
export * from './read-msg.ts';
export * from './split-positions.ts';
