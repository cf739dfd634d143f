export * from './live-events.ts';
export * from './live-audience.ts';
