export * from './analyzer-error.ts';
export * from './files/index.ts';
export * from './extract/index.ts';
export * from './local/index.ts';
export * from './review/index.ts';
export * from './email/index.ts';
export {
  findSkillMentions,
  listSkills,
  getSkillVocabulary,
  normalizeSkillKey,
} from './vocabulary/index.ts';
export type { Skill, SkillMention, TSkillCategory } from './vocabulary/index.ts';
export * from './provider.ts';
export * from './openai-analyzer.ts';
export * from './mail/index.ts';
