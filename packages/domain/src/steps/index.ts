export * from './step-type.ts';
export * from './step.schema.ts';
export * from './step.rules.ts';
export * from './latest-step.ts';
export * from './step-detail-checks.ts';
