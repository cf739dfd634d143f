export * from './candidate-messages.ts';
export * from './candidate.schema.ts';
export * from './candidate-list-query.schema.ts';
export * from './candidate.rules.ts';
export * from './candidate-api.schema.ts';
export * from './margin.rules.ts';
export * from './phone.ts';
