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
import { listFrenchCvFiles, readFrenchPostingRows } from './eval/french-set.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dataRoot = path.resolve(repoRoot, '../shared/data');
const vocabulary = getSkillVocabulary();

interface Counts {
  /** Predictions that match a gold item (precision numerator). */
  truePositives: number;
  /** Gold items matched by some prediction (recall numerator). */
  recalled: number;
  predicted: number;
  gold: number;
}

const emptyCounts = (): Counts => ({ truePositives: 0, recalled: 0, predicted: 0, gold: 0 });

function f1Of(counts: Counts): [number, number, number] {
  const precision = counts.predicted ? counts.truePositives / counts.predicted : 0;
  const recall = counts.gold ? counts.recalled / counts.gold : 0;
  const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
  return [precision, recall, f1];
}

// A set field has a strict and a lenient score; a single field only one.
type TRow = [string, Counts] | [string, Counts, Counts];

function scoreRow(row: TRow): string {
  const [label, counts, strict] = row;
  const [precision, recall, f1] = f1Of(counts);
  const strictF1 = strict ? f1Of(strict)[2].toFixed(3) : '   - ';
  return `| ${label.padEnd(34)} | ${precision.toFixed(3)} | ${recall.toFixed(3)} | ${f1.toFixed(3)} | ${strictF1} | ${String(counts.gold).padStart(5)} |`;
}

function printTable(title: string, rows: TRow[]): void {
  console.log(
    `\n${title}\n| field                              | prec. | recall|  F1   | strict|  gold |\n|${'-'.repeat(36)}|-------|-------|-------|-------|-------|`,
  );
  for (const row of rows) console.log(scoreRow(row));
}

const squash = (value: string) => value.toLowerCase().replace(/\s+/g, ' ').trim();
const canonicalSkill = (name: string) => normalizeSkillKey(vocabulary.canonicalName(name));

// Lenient span match for single fields: case- and whitespace-insensitive, either containing the other.
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
  if (golds.some((gold) => match(predicted, gold))) {
    counts.truePositives++;
    counts.recalled++;
  }
}

// Words that carry no skill on their own: a prediction made only of them never matches leniently.
const FILLER = new Set(
  'a an and or of the in on for to with skills skill knowledge good strong excellent experience ability tools tool technologies technology'.split(
    ' ',
  ),
);

/**
 * Set fields (skills) are compared as unique normalised items per document (normalised = the
 * vocabulary's canonical name when the vocabulary knows the item, in normalised spelling).
 * - strict: a predicted item counts when it equals a gold item.
 * - lenient: a predicted item counts when it equals a gold item or is contained, as whole words,
 *   in a gold span ("Java" in the gold span "Core Java programming"), or when its canonical name is
 *   that of an alias written in the gold span ("JavaScript", found as "JS", in the span "JS
 *   frameworks": predictions are canonical, so the span's words are read canonically too); a gold span counts as
 *   recalled when some predicted item equals it or is contained in it. A prediction is never
 *   credited for containing a gold span (so predicting long stretches of text earns nothing), and
 *   a prediction made only of filler words ("skills", "and") never matches.
 * Precision = matched predictions / predictions; recall = recalled gold items / gold items.
 */
function scoreSet(
  lenient: Counts,
  strict: Counts,
  predicted: string[],
  golds: string[],
  debug?: { missed: string[]; wrong: string[] },
): void {
  const predictedSet = new Set(predicted.map(canonicalSkill).filter(Boolean));
  const goldSet = new Set(golds.map(canonicalSkill).filter(Boolean));
  // Gold spans in canonical and in raw normalised spelling, so containment sees the words written.
  const goldKeys = golds
    .filter((gold) => canonicalSkill(gold))
    .map((gold) => ({
      gold: canonicalSkill(gold),
      spans: [` ${canonicalSkill(gold)} `, ` ${normalizeSkillKey(gold)} `],
      inner: legacyContainment ? new Set<string>() : namesInside(gold),
    }));
  const recalled = new Set<string>();
  for (const counts of [lenient, strict]) {
    counts.predicted += predictedSet.size;
    counts.gold += goldSet.size;
  }
  for (const skill of predictedSet) {
    if (goldSet.has(skill)) {
      strict.truePositives++;
      strict.recalled++;
      lenient.truePositives++;
      recalled.add(skill);
      continue;
    }
    const words = skill.split(' ');
    if (words.every((word) => FILLER.has(word))) {
      debug?.wrong.push(skill);
      continue;
    }
    const needle = ` ${skill} `;
    const containing = goldKeys.filter(
      ({ spans, inner }) => spans.some((span) => span.includes(needle)) || inner.has(skill),
    );
    if (containing.length > 0) {
      lenient.truePositives++;
      for (const { gold } of containing) recalled.add(gold);
    } else debug?.wrong.push(skill);
  }
  lenient.recalled += recalled.size;
  if (debug) for (const gold of goldSet) if (!recalled.has(gold)) debug.missed.push(gold);
}

// EVAL_CONTAINMENT=surface scores as before this rule (containment of the written words only), to
// compare with earlier figures.
const legacyContainment = process.env.EVAL_CONTAINMENT === 'surface';

// The canonical names of the vocabulary aliases written inside a gold span, as whole words: the
// analyzer names what it finds canonically ("JS" → "JavaScript"), so a prediction is contained in
// the span "JS frameworks" when its canonical name is that of words in the span.
function namesInside(gold: string): Set<string> {
  const words = normalizeSkillKey(gold).split(' ').filter(Boolean);
  const names = new Set<string>();
  for (let start = 0; start < words.length; start++)
    for (
      let end = start + 1;
      end <= Math.min(words.length, start + vocabulary.maxAliasWords);
      end++
    ) {
      const rule = vocabulary.lookup(words.slice(start, end).join(' '));
      if (rule) names.add(normalizeSkillKey(rule.skill.name));
    }
  return names;
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

// EVAL_DEBUG=<field> prints, per document, the gold items missed and the predictions not matched
// (train documents only: the held-out ones are never inspected).
const debugField = process.env.EVAL_DEBUG ?? '';

function debugSink(field: string, document: string, heldOut: boolean) {
  if (field !== debugField || heldOut) return undefined;
  const sink = { missed: [] as string[], wrong: [] as string[] };
  return {
    sink,
    flush: () => {
      if (sink.missed.length || sink.wrong.length)
        console.log(
          `${document}\n  missed: ${sink.missed.join(' | ')}\n  wrong:  ${sink.wrong.join(' | ')}`,
        );
    },
  };
}

const isSpokenLanguage = (label: string) =>
  vocabulary.lookup(normalizeSkillKey(label))?.skill.category === 'language';

function evaluateCvAnnotations(files: string[], heldOut: boolean): TRow[] {
  const fields = ['name', 'email', 'role', 'city', 'experience years', 'education'];
  const counts = new Map(fields.map((field) => [field, emptyCounts()]));
  const get = (field: string) => counts.get(field) as Counts;
  const sets = ['hard skills', 'soft skills', 'languages'].map(
    (field) => [field, emptyCounts(), emptyCounts()] as [string, Counts, Counts],
  );
  const [hard, soft, languages] = sets as [
    [string, Counts, Counts],
    [string, Counts, Counts],
    [string, Counts, Counts],
  ];
  const skipped = { hard: 0, soft: 0 };
  for (const file of files) {
    const { text, labels } = readAnnotatedCv(file);
    const result = analyzeCv(text);
    const gold = (type: string) => labels.get(type) ?? [];
    const document = path.basename(file);
    const nameDebug = debugSink('name', document, heldOut);
    if (
      nameDebug &&
      gold('Name').length &&
      squash(result.name ?? '') !== squash(gold('Name')[0] ?? '')
    )
      console.log(`${document}: predicted ${result.name} / gold ${gold('Name').join(' | ')}`);
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
    // Like single fields, a set field is scored only on the CVs that carry a label for it: many
    // CVs list skills the annotators never labelled, so predictions there are neither right nor wrong.
    const goldHard = [...gold('Tech Tools'), ...gold('Job Specific Skills')];
    const hardDebug = goldHard.length ? debugSink('hard', document, heldOut) : undefined;
    if (goldHard.length) scoreSet(hard[1], hard[2], result.hardskills, goldHard, hardDebug?.sink);
    else skipped.hard++;
    hardDebug?.flush();
    // The annotators label spoken languages ("English", "Spanish") as soft skills; the analysis has
    // a field of its own for them, so those gold spans are scored against that field instead.
    const goldSoft = gold('Soft Skills');
    // No Soft Skills label at all: not scored (a label holding only languages still counts).
    const softDebug = goldSoft.length ? debugSink('soft', document, heldOut) : undefined;
    if (goldSoft.length)
      scoreSet(
        soft[1],
        soft[2],
        result.softskills,
        goldSoft.filter((label) => !isSpokenLanguage(label)),
        softDebug?.sink,
      );
    else skipped.soft++;
    softDebug?.flush();
    scoreSet(
      languages[1],
      languages[2],
      result.languages.map((language) => language.replace(/\s*\(.*$/, '')),
      goldSoft.filter(isSpokenLanguage),
    );
  }
  return [
    ...fields.map((field): TRow => [field, get(field)]),
    [`hard skills (${skipped.hard} CVs unlabelled)`, hard[1], hard[2]],
    [`soft skills (${skipped.soft} CVs unlabelled)`, soft[1], soft[2]],
    [`languages (gold: soft-skill spans)`, languages[1], languages[2]],
  ];
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

function evaluateJobPostings(
  file: string,
  heldOut: boolean,
  lines = readFileSync(file, 'utf8').split('\n'),
): TRow[] {
  const postings = new Map<number, SkillSpanLine[]>();
  for (const line of lines) {
    if (!line.trim()) continue;
    const row = JSON.parse(line) as SkillSpanLine;
    postings.set(row.idx, [...(postings.get(row.idx) ?? []), row]);
  }
  const hard = [emptyCounts(), emptyCounts()] as const;
  const soft = [emptyCounts(), emptyCounts()] as const;
  for (const [idx, rows] of postings) {
    const text = rows.map((row) => row.tokens.join(' ')).join('\n');
    const result = analyzeJobDescription(text);
    const hardDebug = debugSink('jd-hard', `posting ${idx}`, heldOut);
    scoreSet(
      hard[0],
      hard[1],
      [...result.requiredskills, ...result.desiredskills],
      rows.flatMap((row) => spansOf(row.tokens, row.tags_knowledge)),
      hardDebug?.sink,
    );
    hardDebug?.flush();
    const softDebug = debugSink('jd-soft', `posting ${idx}`, heldOut);
    scoreSet(
      soft[0],
      soft[1],
      result.soft_skills,
      rows.flatMap((row) => spansOf(row.tokens, row.tags_skill)),
      softDebug?.sink,
    );
    softDebug?.flush();
  }
  return [
    [`${path.basename(file)} hard skills (${postings.size})`, ...hard],
    [`${path.basename(file)} soft skills`, ...soft],
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
  // Every fifth CV was kept out of the rule-writing as a held-out check; the rest is for tuning.
  const heldOut = cvFiles.filter((_, index) => index % 5 === 4);
  const tuning = cvFiles.filter((_, index) => index % 5 !== 4);
  console.log(
    [
      'Matching: single fields are case- and whitespace-insensitive (name and e-mail equal; role, city',
      'and education either containing the other; experience years sharing a number). Skills are',
      'unique normalised items per document (canonical vocabulary name when known). "strict": equal',
      'items only. "prec./recall/F1" (lenient): a predicted skill also counts when it is contained, as',
      'whole words, in a gold span (canonically: "JavaScript" in the span "JS frameworks"), and a gold span is recalled when a predicted skill equals it or is',
      'contained in it; a prediction containing a gold span earns nothing, filler-only predictions',
      '("skills", "and") never match. Gold CV soft-skill spans that are spoken languages are scored',
      'against the languages field. Every field, skills included, is scored only on the CVs whose',
      'annotation labels it (hard skills: Tech Tools or Job Specific Skills; soft skills: Soft Skills);',
      'the others are skipped, counted in the row label as "unlabelled".',
    ].join('\n'),
  );
  printTable(
    `CV annotations, tuning split (cv-annotations/train, ${tuning.length} CVs)`,
    evaluateCvAnnotations(tuning, false),
  );
  printTable(
    `CV annotations, held-out fifth (${heldOut.length} CVs)`,
    evaluateCvAnnotations(heldOut, true),
  );
  printTable('Job postings (jd-skills, SkillSpan; train for tuning, dev held out)', [
    ...evaluateJobPostings(path.join(dataRoot, 'jd-skills/train.json'), false),
    ...evaluateJobPostings(path.join(dataRoot, 'jd-skills/dev.json'), true),
  ]);
  printFrenchTables();
  await evaluateDocxCvs();
}

// Our own French set (packages/analyzer/eval/fr), scored by the same evaluators as the English one.
function printFrenchTables(): void {
  const fr = (split: 'tuning' | 'held-out') => listFrenchCvFiles(split);
  const frPostings = (split: 'tuning' | 'held-out') =>
    readFrenchPostingRows(split).map((row) => JSON.stringify(row));
  printTable(
    `French CVs, tuning split (eval/fr/cvs, ${fr('tuning').length} CVs)`,
    evaluateCvAnnotations(fr('tuning'), false),
  );
  printTable(
    `French CVs, held-out fifth (${fr('held-out').length} CVs)`,
    evaluateCvAnnotations(fr('held-out'), true),
  );
  printTable('French job postings (eval/fr/postings; tuning, then held out)', [
    ...evaluateJobPostings('fr-tuning', false, frPostings('tuning')),
    ...evaluateJobPostings('fr-held-out', true, frPostings('held-out')),
  ]);
}

await main();
