/**
 * Turns a job posting written with inline labels into SkillSpan rows (the format of
 * ../shared/data/jd-skills): [[Java]] marks knowledge (a hard skill), {{travailler en équipe}} a
 * skill (a soft skill). One row per non-empty line, tokens in BIO tags, so our French postings are
 * scored by the same code as the English ones while their labels stay readable in review.
 */

export interface SkillSpanRow {
  idx: number;
  tokens: string[];
  tags_skill: string[];
  tags_knowledge: string[];
  source: string;
}

type TSegmentKind = 'text' | 'knowledge' | 'skill';

const MARKER = /\[\[([^\]]+)\]\]|\{\{([^}]+)\}\}/g;

// Punctuation stands alone as SkillSpan tokenises it ("(", "Java", ")"); apostrophes and inner
// hyphens or dots stay inside the word ("l'équipe", "Node.js", "S/4HANA").
function tokenize(text: string): string[] {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((word) => {
      const leading = word.match(/^[(«"“[]+/)?.[0] ?? '';
      const rest = word.slice(leading.length);
      const trailing = rest.match(/[)»"”\],;:!?.]+$/)?.[0] ?? '';
      const core = rest.slice(0, rest.length - trailing.length);
      // A trailing dot of an abbreviation or version ("Sept.", "Java 8.") reads as punctuation:
      // the annotations mark whole words, never a final dot.
      return [...leading, core, ...trailing].filter(Boolean);
    });
}

function segmentsOf(line: string): { kind: TSegmentKind; text: string }[] {
  const segments: { kind: TSegmentKind; text: string }[] = [];
  let last = 0;
  for (const match of line.matchAll(MARKER)) {
    const start = match.index ?? 0;
    if (start > last) segments.push({ kind: 'text', text: line.slice(last, start) });
    segments.push(
      match[1] !== undefined
        ? { kind: 'knowledge', text: match[1] }
        : { kind: 'skill', text: match[2] ?? '' },
    );
    last = start + match[0].length;
  }
  if (last < line.length) segments.push({ kind: 'text', text: line.slice(last) });
  return segments;
}

/** The SkillSpan rows of one marked posting; throws on an unclosed marker (a labelling slip). */
export function parseMarkedPosting(source: string, idx: number): SkillSpanRow[] {
  const rows: SkillSpanRow[] = [];
  for (const line of source.split('\n')) {
    if (!line.trim()) continue;
    const row: SkillSpanRow = { idx, tokens: [], tags_skill: [], tags_knowledge: [], source: 'fr' };
    for (const segment of segmentsOf(line)) {
      if (segment.kind === 'text' && /\[\[|\]\]|\{\{|\}\}/.test(segment.text))
        throw new Error(`posting ${idx}: unbalanced marker in "${line}"`);
      tokenize(segment.text).forEach((token, position) => {
        const tag = position === 0 ? 'B' : 'I';
        row.tokens.push(token);
        row.tags_knowledge.push(segment.kind === 'knowledge' ? tag : 'O');
        row.tags_skill.push(segment.kind === 'skill' ? tag : 'O');
      });
    }
    rows.push(row);
  }
  return rows;
}

/** One JSON object per line, as in the SkillSpan files. */
export function formatSkillSpanRows(rows: SkillSpanRow[]): string {
  return rows.map((row) => JSON.stringify(row)).join('\n') + '\n';
}
