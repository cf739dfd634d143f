/**
 * Measures the offline analyzer against the shared real documents (../shared/data next to the
 * repository): annotated English CVs, SkillSpan job postings and real DOCX CVs. Prints precision,
 * recall and F1 per field. Run with `npm run eval:analysis`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyzeCv } from '../src/local/analyze-cv.ts';
import { analyzeJobDescription } from '../src/local/analyze-job-description.ts';
import { extractText } from '../src/extract/extract-text.ts';
import { getSkillVocabulary } from '../src/vocabulary/skills-vocabulary.ts';
import { normalizeSkillKey } from '../src/vocabulary/normalize-skill-key.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dataRoot = path.resolve(repoRoot, '../shared/data');
const vocabulary = getSkillVocabulary();

interface Counts {
  truePositives: number;
  predicted: number;
  gold: number;
}

const emptyCounts = (): Counts => ({ truePositives: 0, predicted: 0, gold: 0 });

function scoreRow(label: string, counts: Counts): string {
  const precision = counts.predicted ? counts.truePositives / counts.predicted : 0;
  const recall = counts.gold ? counts.truePositives / counts.gold : 0;
  const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
  return `| ${label.padEnd(34)} | ${precision.toFixed(3)} | ${recall.toFixed(3)} | ${f1.toFixed(3)} | ${String(counts.gold).padStart(5)} |`;
}

function printTable(title: string, rows: Array<[string, Counts]>): void {
  console.log(
    `\n${title}\n| field                              | prec. | recall|  F1   |  gold |\n|${'-'.repeat(36)}|-------|-------|-------|-------|`,
  );
  for (const [label, counts] of rows) console.log(scoreRow(label, counts));
}

const squash = (value: string) => value.toLowerCase().replace(/\s+/g, ' ').trim();
const canonicalSkill = (name: string) => normalizeSkillKey(vocabulary.canonicalName(name));

// Lenient span match: case- and whitespace-insensitive, either containing the other.
function isLenientMatch(predicted: string, gold: string): boolean {
  const a = squash(predicted);
  const b = squash(gold);
  return a.length > 0 && b.length > 0 && (a === b || a.includes(b) || b.includes(a));
}

// Single fields are scored on the CVs whose annotation has that field: the annotators left fields
// out of many CVs that do contain them, so a prediction there is neither right nor wrong.
function scoreSingle(
  counts: Counts,
  predicted: string | null,
  golds: string[],
  match = isLenientMatch,
): void {
  if (golds.length === 0) return;
  counts.gold++;
  if (!predicted) return;
  counts.predicted++;
  if (golds.some((gold) => match(predicted, gold))) counts.truePositives++;
}

function scoreSet(counts: Counts, predicted: string[], golds: string[]): void {
  const predictedSet = new Set(predicted.map(canonicalSkill).filter(Boolean));
  const goldSet = new Set(golds.map(canonicalSkill).filter(Boolean));
  counts.predicted += predictedSet.size;
  counts.gold += goldSet.size;
  for (const skill of predictedSet) if (goldSet.has(skill)) counts.truePositives++;
}

const decodeXml = (value: string) =>
  value
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

function readAnnotatedCv(file: string): { text: string; labels: Map<string, string[]> } {
  const xml = readFileSync(file, 'utf8')
    .replace(/^[\s\S]*?<cv>/, '')
    .replace(/<\/cv>[\s\S]*$/, '');
  const labels = new Map<string, string[]>();
  for (const match of xml.matchAll(/<label type="([^"]+)">([\s\S]*?)<\/label>/g)) {
    const list = labels.get(match[1] ?? '') ?? [];
    list.push(decodeXml((match[2] ?? '').replace(/<[^>]+>/g, '')).trim());
    labels.set(match[1] ?? '', list);
  }
  return { text: decodeXml(xml.replace(/<\/?label[^>]*>/g, '')).trim(), labels };
}

const numbersOf = (value: string): string[] => value.match(/\d+(?:\.\d+)?/g) ?? [];

function evaluateCvAnnotations(files: string[]): Array<[string, Counts]> {
  const fields: string[] = [
    'name',
    'email',
    'role',
    'city',
    'experience years',
    'education',
    'hard skills',
    'soft skills',
  ];
  const counts = new Map(fields.map((field) => [field, emptyCounts()]));
  const get = (field: string) => counts.get(field) as Counts;
  for (const file of files) {
    const { text, labels } = readAnnotatedCv(file);
    const result = analyzeCv(text);
    const gold = (type: string) => labels.get(type) ?? [];
    scoreSingle(get('name'), result.name, gold('Name'), (a, b) => squash(a) === squash(b));
    scoreSingle(
      get('email'),
      result.email,
      gold('Email Address'),
      (a, b) => squash(a) === squash(b),
    );
    scoreSingle(get('role'), result.role, gold('Designation'));
    scoreSingle(get('city'), result.city, gold('Location'));
    scoreSingle(
      get('experience years'),
      result.experienceyears,
      gold('Years of Experience'),
      (a, b) => numbersOf(a).some((number) => numbersOf(b).includes(number)),
    );
    scoreSingle(get('education'), result.education, [...gold('Degree'), ...gold('College Name')]);
    scoreSet(get('hard skills'), result.hardskills, [
      ...gold('Tech Tools'),
      ...gold('Job Specific Skills'),
    ]);
    scoreSet(get('soft skills'), result.softskills, gold('Soft Skills'));
  }
  return fields.map((field) => [field, get(field)]);
}

interface SkillSpanLine {
  idx: number;
  tokens: string[];
  tags_skill: string[];
  tags_knowledge: string[];
}

function spansOf(tokens: string[], tags: string[]): string[] {
  const spans: string[] = [];
  let current: string[] = [];
  tags.forEach((tag, index) => {
    if (tag === 'B' || (tag === 'I' && current.length === 0)) {
      if (current.length) spans.push(current.join(' '));
      current = [tokens[index] ?? ''];
    } else if (tag === 'I') current.push(tokens[index] ?? '');
    else if (current.length) {
      spans.push(current.join(' '));
      current = [];
    }
  });
  if (current.length) spans.push(current.join(' '));
  return spans;
}

function evaluateJobPostings(file: string): Array<[string, Counts]> {
  const postings = new Map<number, SkillSpanLine[]>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const row = JSON.parse(line) as SkillSpanLine;
    postings.set(row.idx, [...(postings.get(row.idx) ?? []), row]);
  }
  const hard = emptyCounts();
  const soft = emptyCounts();
  for (const rows of postings.values()) {
    const text = rows.map((row) => row.tokens.join(' ')).join('\n');
    const result = analyzeJobDescription(text);
    scoreSet(
      hard,
      [...result.requiredskills, ...result.desiredskills],
      rows.flatMap((row) => spansOf(row.tokens, row.tags_knowledge)),
    );
    scoreSet(
      soft,
      result.soft_skills,
      rows.flatMap((row) => spansOf(row.tokens, row.tags_skill)),
    );
  }
  return [
    [`${path.basename(file)} hard skills (${postings.size})`, hard],
    [`${path.basename(file)} soft skills`, soft],
  ];
}

async function evaluateDocxCvs(): Promise<void> {
  const folder = path.join(dataRoot, 'cv-docx/CV');
  const files = readdirSync(folder).filter((file) => file.endsWith('.docx'));
  let withName = 0;
  let withEmail = 0;
  let withSkills = 0;
  let failed = 0;
  for (const file of files) {
    try {
      const result = analyzeCv(await extractText(readFileSync(path.join(folder, file)), 'docx'));
      if (result.name) withName++;
      if (result.email) withEmail++;
      if (result.hardskills.length >= 5) withSkills++;
    } catch {
      failed++;
    }
  }
  console.log(`\nReal DOCX CVs (cv-docx/CV): ${files.length} files, ${failed} unreadable`);
  console.log(
    `  with a name: ${withName}/${files.length}, with an e-mail: ${withEmail}/${files.length}, with at least five skills: ${withSkills}/${files.length}`,
  );
}

async function main(): Promise<void> {
  const cvFolder = path.join(dataRoot, 'cv-annotations/train');
  const cvFiles = readdirSync(cvFolder)
    .filter((file) => file.endsWith('.xml'))
    .sort((a, b) => parseInt(a, 10) - parseInt(b, 10))
    .map((file) => path.join(cvFolder, file));
  // Every fifth CV was kept out of the rule-writing as a held-out check.
  const heldOut = cvFiles.filter((_, index) => index % 5 === 4);
  printTable(
    `CV annotations (cv-annotations/train, ${cvFiles.length} CVs)`,
    evaluateCvAnnotations(cvFiles),
  );
  printTable(
    `CV annotations, held-out fifth (${heldOut.length} CVs)`,
    evaluateCvAnnotations(heldOut),
  );
  printTable('Job postings (jd-skills, SkillSpan; dev is held out)', [
    ...evaluateJobPostings(path.join(dataRoot, 'jd-skills/train.json')),
    ...evaluateJobPostings(path.join(dataRoot, 'jd-skills/dev.json')),
  ]);
  await evaluateDocxCvs();
}

await main();
