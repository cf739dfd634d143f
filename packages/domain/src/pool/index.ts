export * from './availability.rules.ts';
export * from './match-order.rules.ts';
export * from './pool-fields.schema.ts';
export * from './pool.schema.ts';
