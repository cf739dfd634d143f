export * from './find-skills.ts';
export * from './normalize-skill-key.ts';
export * from './skills-vocabulary.ts';
