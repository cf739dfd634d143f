/**
 * The French evaluation set (packages/analyzer/eval/fr): 24 CVs annotated like
 * ../shared/data/cv-annotations and 24 mission postings in SkillSpan rows like
 * ../shared/data/jd-skills, each split into a tuning part and a held-out fifth named in split.json.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatSkillSpanRows, parseMarkedPosting, type SkillSpanRow } from './marked-posting.ts';

export const FRENCH_SET_ROOT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../eval/fr',
);
export const FRENCH_POSTINGS_FILE = path.join(FRENCH_SET_ROOT, 'postings.jsonl');

export type TFrenchSplit = 'tuning' | 'held-out';

interface SplitFile {
  heldOut: { cvs: string[]; postings: string[] };
}

function readSplit(): SplitFile {
  return JSON.parse(readFileSync(path.join(FRENCH_SET_ROOT, 'split.json'), 'utf8')) as SplitFile;
}

const idOf = (file: string) => path.basename(file).replace(/\.[^.]+$/, '');
const numberOf = (id: string) => parseInt(id.replace(/\D+/g, ''), 10);

function isInSplit(id: string, heldOut: string[], split: TFrenchSplit): boolean {
  return heldOut.includes(id) === (split === 'held-out');
}

/** Paths of the annotated CVs of a split (XML like cv-annotations/train), in id order. */
export function listFrenchCvFiles(split: TFrenchSplit): string[] {
  const folder = path.join(FRENCH_SET_ROOT, 'cvs');
  const heldOut = readSplit().heldOut.cvs;
  return readdirSync(folder)
    .filter((file) => file.endsWith('.xml') && isInSplit(idOf(file), heldOut, split))
    .sort((a, b) => numberOf(a) - numberOf(b))
    .map((file) => path.join(folder, file));
}

function listPostingSources(): { id: string; file: string }[] {
  const folder = path.join(FRENCH_SET_ROOT, 'postings');
  return readdirSync(folder)
    .filter((file) => file.endsWith('.txt'))
    .sort((a, b) => numberOf(a) - numberOf(b))
    .map((file) => ({ id: idOf(file), file: path.join(folder, file) }));
}

/** The content of postings.jsonl as the marked sources give it (idx = the posting's number). */
export function buildFrenchPostings(): string {
  return formatSkillSpanRows(
    listPostingSources().flatMap(({ id, file }) =>
      parseMarkedPosting(readFileSync(file, 'utf8'), numberOf(id)),
    ),
  );
}

/** The SkillSpan rows of the postings of a split, read from the generated postings.jsonl. */
export function readFrenchPostingRows(split: TFrenchSplit): SkillSpanRow[] {
  const heldOut = new Set(readSplit().heldOut.postings.map(numberOf));
  return readFileSync(FRENCH_POSTINGS_FILE, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as SkillSpanRow)
    .filter((row) => heldOut.has(row.idx) === (split === 'held-out'));
}
