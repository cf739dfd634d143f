export * from './workflow-request.schema.ts';
export * from './workflow-request.rules.ts';
export * from './flow.schema.ts';
export * from './flow.rules.ts';
export * from './rpa.schema.ts';
export * from './rpa.rules.ts';
export * from './crm-health.schema.ts';
export * from './crm-health.rules.ts';
