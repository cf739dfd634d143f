/**
 * Span scores from BIO tag sequences, as SkillSpan is reported in the literature (strict: CoNLL
 * exact spans) beside the lenient set match of the analysis evaluation (scoring.ts).
 */
import { scoreSet, type Counts } from './scoring.ts';

/** A tagged span: tokens start to end (exclusive) of one type ("" for untyped B/I/O tags). */
export interface TagSpan {
  start: number;
  end: number;
  type: string;
}

const typeOf = (tag: string) => (tag.length > 2 && tag[1] === '-' ? tag.slice(2) : '');

/**
 * The spans of a BIO sequence, read as conlleval reads it: "B" opens a span, "I" continues the
 * span of its type and opens one after "O" or after another type (a span the tagger began badly
 * still counts as written).
 */
export function spansOfTags(tags: readonly string[]): TagSpan[] {
  const spans: TagSpan[] = [];
  let open: TagSpan | null = null;
  tags.forEach((tag, index) => {
    const kind = tag[0];
    const type = typeOf(tag);
    if (kind === 'I' && open && open.type === type) {
      open.end = index + 1;
      return;
    }
    if (open) spans.push(open);
    open = kind === 'B' || kind === 'I' ? { start: index, end: index + 1, type } : null;
  });
  if (open) spans.push(open);
  return spans;
}

/** The words of each span of a sentence, joined by spaces (as the postings' gold labels are). */
export function spanTextsOf(tokens: readonly string[], tags: readonly string[]): string[] {
  return spansOfTags(tags).map((span) => tokens.slice(span.start, span.end).join(' '));
}

/** Exact-span counts: a predicted span is right when a gold span has its bounds and its type. */
export interface StrictCounts {
  correct: number;
  predicted: number;
  gold: number;
}

export const emptyStrictCounts = (): StrictCounts => ({ correct: 0, predicted: 0, gold: 0 });

export function scoreStrictSpans(
  counts: StrictCounts,
  predictedTags: readonly string[],
  goldTags: readonly string[],
): void {
  const key = (span: TagSpan) => `${span.start}:${span.end}:${span.type}`;
  const gold = new Set(spansOfTags(goldTags).map(key));
  const predicted = spansOfTags(predictedTags);
  counts.gold += gold.size;
  counts.predicted += predicted.length;
  counts.correct += predicted.filter((span) => gold.has(key(span))).length;
}

export function strictF1Of(counts: StrictCounts): [number, number, number] {
  const precision = counts.predicted ? counts.correct / counts.predicted : 0;
  const recall = counts.gold ? counts.correct / counts.gold : 0;
  const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
  return [precision, recall, f1];
}

/** One sentence of a document with its gold and predicted tags. */
export interface TaggedSentence {
  tokens: readonly string[];
  gold: readonly string[];
  predicted: readonly string[];
}

/**
 * The evaluation's lenient match for one document: the span texts of each side become the
 * document's unique skills, scored by scoreSet (its `strict` counts equal normalised items).
 */
export function scoreLenientDocument(
  lenient: Counts,
  itemStrict: Counts,
  sentences: readonly TaggedSentence[],
): void {
  scoreSet(
    lenient,
    itemStrict,
    sentences.flatMap((sentence) => spanTextsOf(sentence.tokens, sentence.predicted)),
    sentences.flatMap((sentence) => spanTextsOf(sentence.tokens, sentence.gold)),
  );
}
