/**
 * An evaluation set is a list of documents, each a text with its gold labels by label type
 * ("Name", "Tech Tools"; a job posting's "hard" and "soft" spans). Any such list runs through the
 * three-way evaluation (raw text, DOCX, PDF) the same way.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { spanTextsOf } from './span-scoring.ts';

export interface EvalDocument {
  id: string;
  text: string;
  labels: Map<string, string[]>;
}

export const decodeXml = (value: string) =>
  value
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** A CV annotated in the cv-annotations format: plain text with `<label type="...">` spans. */
export function readAnnotatedCv(file: string): EvalDocument {
  const xml = readFileSync(file, 'utf8')
    .replace(/^[\s\S]*?<cv>/, '')
    .replace(/<\/cv>[\s\S]*$/, '');
  const labels = new Map<string, string[]>();
  for (const match of xml.matchAll(/<label type="([^"]+)">([\s\S]*?)<\/label>/g)) {
    const list = labels.get(match[1] ?? '') ?? [];
    list.push(decodeXml((match[2] ?? '').replace(/<[^>]+>/g, '')).trim());
    labels.set(match[1] ?? '', list);
  }
  return {
    id: path.basename(file),
    text: decodeXml(xml.replace(/<\/?label[^>]*>/g, '')).trim(),
    labels,
  };
}

/** The annotated CV files of a folder ("1.xml", "2.xml"…), in number order. */
export function annotatedCvFiles(folder: string): string[] {
  return readdirSync(folder)
    .filter((file) => file.endsWith('.xml'))
    .sort((a, b) => parseInt(a, 10) - parseInt(b, 10));
}

/** The annotated CVs of a folder in number order. */
export function readAnnotatedCvs(folder: string): EvalDocument[] {
  return annotatedCvFiles(folder).map((file) => readAnnotatedCv(path.join(folder, file)));
}

interface SkillSpanLine {
  idx: number;
  tokens: string[];
  tags_skill: string[];
  tags_knowledge: string[];
}

/** SkillSpan postings: one sentence a line; knowledge spans are "hard", skill spans "soft". */
export function readSkillSpanPostings(file: string): EvalDocument[] {
  return skillSpanPostingsOf(readFileSync(file, 'utf8').split('\n'));
}

/** SkillSpan postings from their JSON lines. */
export function skillSpanPostingsOf(lines: readonly string[]): EvalDocument[] {
  const postings = new Map<number, SkillSpanLine[]>();
  for (const line of lines) {
    if (!line.trim()) continue;
    const row = JSON.parse(line) as SkillSpanLine;
    postings.set(row.idx, [...(postings.get(row.idx) ?? []), row]);
  }
  return [...postings].map(([idx, rows]) => ({
    id: `posting ${idx}`,
    text: rows.map((row) => row.tokens.join(' ')).join('\n'),
    labels: new Map([
      ['hard', rows.flatMap((row) => spanTextsOf(row.tokens, row.tags_knowledge))],
      ['soft', rows.flatMap((row) => spanTextsOf(row.tokens, row.tags_skill))],
    ]),
  }));
}
