export * from './users.ts';
export * from './audit.ts';
export * from './needs.ts';
export * from './candidates.ts';
export * from './steps.ts';
export * from './flows.ts';
export * from './live-events.ts';
export * from './files.ts';
