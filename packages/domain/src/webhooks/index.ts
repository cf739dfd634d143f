export * from './webhook-event.ts';
export * from './webhook-signature.ts';
export * from './webhook-delivery.rules.ts';
export * from './webhook.schema.ts';
export * from './webhook-payload.schema.ts';
