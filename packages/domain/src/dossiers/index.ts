export * from './dossier.schema.ts';
export * from './build-dossier.ts';
export * from './employer-labels.ts';
export * from './dossier-messages.ts';
