export * from './compose-mail.ts';
export * from './mail-writer.ts';
export * from './openai-mail-writer.ts';
