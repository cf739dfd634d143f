import { describe, expect, it } from 'vitest';
import { emptyCounts } from './scoring.ts';
import {
  emptyStrictCounts,
  scoreLenientDocument,
  scoreStrictSpans,
  spansOfTags,
  spanTextsOf,
  strictF1Of,
} from './span-scoring.ts';

describe('spansOfTags', () => {
  it('reads spans as conlleval does: I after O opens one, B closes the one before', () => {
    expect(spansOfTags(['O', 'B', 'I', 'B', 'O', 'I', 'I', 'O'])).toEqual([
      { start: 1, end: 3, type: '' },
      { start: 3, end: 4, type: '' },
      { start: 5, end: 7, type: '' },
    ]);
  });

  it('keeps types apart: I of another type opens a span of its own', () => {
    expect(spansOfTags(['B-K', 'I-K', 'I-S', 'O'])).toEqual([
      { start: 0, end: 2, type: 'K' },
      { start: 2, end: 3, type: 'S' },
    ]);
  });

  it('gives the words of each span', () => {
    expect(spanTextsOf(['Core', 'Java', 'and', 'SQL'], ['B', 'I', 'O', 'B'])).toEqual([
      'Core Java',
      'SQL',
    ]);
  });
});

describe('scoreStrictSpans', () => {
  it('counts a span right only with both bounds exact', () => {
    const counts = emptyStrictCounts();
    // gold: "Core Java" (0-2), "SQL" (3); predicted: "Java" (1), "SQL" (3), "and" (2)
    scoreStrictSpans(counts, ['O', 'B', 'B', 'B'], ['B', 'I', 'O', 'B']);
    expect(counts).toEqual({ correct: 1, predicted: 3, gold: 2 });
    const [precision, recall, f1] = strictF1Of(counts);
    expect(precision).toBeCloseTo(1 / 3);
    expect(recall).toBeCloseTo(1 / 2);
    expect(f1).toBeCloseTo(0.4);
  });

  it('adds up over sentences and gives zeros without spans', () => {
    const counts = emptyStrictCounts();
    scoreStrictSpans(counts, ['O'], ['O']);
    expect(strictF1Of(counts)).toEqual([0, 0, 0]);
    scoreStrictSpans(counts, ['B', 'I'], ['B', 'I']);
    expect(strictF1Of(counts)).toEqual([1, 1, 1]);
  });
});

describe('scoreLenientDocument', () => {
  it("credits a prediction inside a gold span, as the analysis evaluation's lenient match does", () => {
    const lenient = emptyCounts();
    const itemStrict = emptyCounts();
    scoreLenientDocument(lenient, itemStrict, [
      {
        tokens: ['Java', 'programming', 'and', 'SQL', 'required'],
        gold: ['B', 'I', 'O', 'B', 'O'],
        predicted: ['O', 'B', 'O', 'B', 'B'],
      },
    ]);
    // "Java" sits in "Java programming", "SQL" equals "SQL", "required" matches nothing.
    expect(lenient).toEqual({ truePositives: 2, recalled: 2, predicted: 3, gold: 2 });
    expect(itemStrict).toEqual({ truePositives: 1, recalled: 1, predicted: 3, gold: 2 });
  });
});
