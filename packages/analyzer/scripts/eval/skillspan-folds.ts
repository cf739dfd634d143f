/**
 * SkillSpan train and dev as one pool of postings cut into folds by posting, so that no posting
 * is both learnt from and scored. Posting ids repeat between the two files (each numbers its own
 * postings from 1), hence the file name in the id.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface SkillSpanSentence {
  tokens: string[];
  /** BIO tags of knowledge spans (hard skills). */
  knowledge: string[];
  /** BIO tags of skill spans (soft skills). */
  skill: string[];
}

export interface SkillSpanPosting {
  id: string;
  sentences: SkillSpanSentence[];
}

export type TSpanField = 'knowledge' | 'skill';

interface SkillSpanLine {
  idx: number;
  tokens: string[];
  tags_skill: string[];
  tags_knowledge: string[];
}

function readPostings(file: string, split: string): SkillSpanPosting[] {
  const postings = new Map<string, SkillSpanPosting>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const row = JSON.parse(line) as SkillSpanLine;
    const id = `${split}:${row.idx}`;
    const posting = postings.get(id) ?? { id, sentences: [] };
    posting.sentences.push({
      tokens: row.tokens,
      knowledge: row.tags_knowledge,
      skill: row.tags_skill,
    });
    postings.set(id, posting);
  }
  return [...postings.values()];
}

/**
 * The postings of train.json then dev.json in file order, dealt round-robin into `count` folds:
 * deterministic, and each fold mixes both files and both sources (tech, house).
 */
export function readSkillSpanFolds(folder: string, count: number): SkillSpanPosting[][] {
  const postings = [
    ...readPostings(path.join(folder, 'train.json'), 'train'),
    ...readPostings(path.join(folder, 'dev.json'), 'dev'),
  ];
  const folds: SkillSpanPosting[][] = Array.from({ length: count }, () => []);
  postings.forEach((posting, index) => folds[index % count]?.push(posting));
  return folds;
}

/** The text the analyzer reads: one sentence a line, tokens joined by spaces (as eval-analysis). */
export const postingText = (posting: SkillSpanPosting) =>
  posting.sentences.map((sentence) => sentence.tokens.join(' ')).join('\n');
