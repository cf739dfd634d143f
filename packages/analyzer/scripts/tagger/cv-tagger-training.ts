/**
 * Training data and training of the CV tagger: the annotated CVs' labels carried onto the lines
 * the analysis reads (the text with its line breaks restored, as `analyzeCv` does), then an
 * averaged perceptron over CV_TAGS.
 */
import { readFileSync } from 'node:fs';
import {
  cvTaggerLinesOf,
  cvTokenFeaturesOf,
  type CvTaggerLine,
} from '../../src/local/cv-tagger-features.ts';
import { CV_TAGS, type TCvTagField } from '../../src/local/cv-tagger.ts';
import type { TaggerModel } from '../../src/local/jd-tagger-decode.ts';
import { restoreLineBreaks } from '../../src/local/restore-line-breaks.ts';
import { decodeXml } from '../eval/datasets.ts';
import type { TFeatureIndex } from './feature-index.ts';
import { trainTagger, type EncodedSentence } from './train-perceptron.ts';

/** The annotation labels the tagger learns, and the field each becomes. */
export const FIELD_OF_LABEL: Record<string, TCvTagField> = {
  Designation: 'role',
  Location: 'city',
  'Companies worked at': 'company',
  Name: 'name',
};

interface LabelledSpan {
  type: string;
  start: number;
  end: number;
}

/** An annotated CV's text (as readAnnotatedCv reads it) and where each label stands in it. */
export interface LabelledCv {
  id: string;
  text: string;
  spans: LabelledSpan[];
}

export function readLabelledCv(file: string, id: string): LabelledCv {
  const xml = readFileSync(file, 'utf8')
    .replace(/^[\s\S]*?<cv>/, '')
    .replace(/<\/cv>[\s\S]*$/, '');
  let text = '';
  const spans: LabelledSpan[] = [];
  const open: { type: string; start: number }[] = [];
  let at = 0;
  for (const tag of xml.matchAll(/<label type="([^"]+)">|<\/label>/g)) {
    text += decodeXml(xml.slice(at, tag.index));
    at = tag.index + tag[0].length;
    if (tag[1]) open.push({ type: tag[1], start: text.length });
    else {
      const label = open.pop();
      if (label) spans.push({ ...label, end: text.length });
    }
  }
  text += decodeXml(xml.slice(at));
  const lead = text.length - text.trimStart().length;
  return {
    id,
    text: text.trim(),
    spans: spans.map((span) => ({ ...span, start: span.start - lead, end: span.end - lead })),
  };
}

// Where each character of `from` stands in `to`, which differs only in white space and inserted
// marks (restoreLineBreaks turns gaps into line breaks and writes a dash into some date ranges).
function alignment(from: string, to: string): Int32Array {
  const map = new Int32Array(from.length).fill(-1);
  let j = 0;
  for (let i = 0; i < from.length; i++) {
    const char = from[i] ?? '';
    if (/\s/.test(char)) continue;
    while (j < to.length && to[j] !== char) j++;
    if (j < to.length) map[i] = j++;
  }
  return map;
}

/** The CV's lines, as the analysis reads them, with the labels as BIO tags of CV_TAGS. */
export function trainingLinesOf(cv: LabelledCv): {
  lines: string[];
  taggerLines: CvTaggerLine[];
  tags: string[][];
} {
  const restored = restoreLineBreaks(cv.text);
  const map = alignment(cv.text, restored);
  const spans = cv.spans.flatMap((span) => {
    const field = FIELD_OF_LABEL[span.type];
    const mapped = Array.from(map.subarray(span.start, span.end)).filter((index) => index >= 0);
    if (!field || mapped.length === 0) return [];
    return [{ field, start: mapped[0] ?? 0, end: (mapped[mapped.length - 1] ?? 0) + 1 }];
  });
  const lines: string[] = [];
  const starts: number[] = [];
  let offset = 0;
  for (const raw of restored.split('\n')) {
    const text = raw.trim();
    if (text) {
      lines.push(text);
      starts.push(offset + raw.length - raw.trimStart().length);
    }
    offset += raw.length + 1;
  }
  const taggerLines = cvTaggerLinesOf(lines);
  const tags = taggerLines.map((line, index) => {
    const lineStart = starts[index] ?? 0;
    let previous: (typeof spans)[number] | undefined;
    return line.tokens.map((token) => {
      const start = lineStart + token.start;
      const end = lineStart + token.end;
      const span = spans.find((candidate) => candidate.start < end && start < candidate.end);
      const tag = span ? `${span === previous ? 'I' : 'B'}-${span.field}` : 'O';
      previous = span;
      return tag;
    });
  });
  return { lines, taggerLines, tags };
}

/** The encoded lines of CVs, for training (lines without a token left out). */
export function encodeCv(cv: LabelledCv, index: TFeatureIndex): EncodedSentence[] {
  const { taggerLines, tags } = trainingLinesOf(cv);
  return taggerLines.flatMap((line, at) =>
    line.tokens.length
      ? [
          {
            features: index.encode(cvTokenFeaturesOf(line)),
            gold: (tags[at] ?? []).map((tag) => Math.max(0, CV_TAGS.indexOf(tag))),
          },
        ]
      : [],
  );
}

export const CV_TAGGER_EPOCHS = Number(process.env.CV_TAGGER_EPOCHS ?? 10);
export const CV_TAGGER_SEED = 20_221_130;
const MINIMUM_WEIGHT = Number(process.env.CV_TAGGER_MIN ?? 2);

/**
 * A model trained on the encoded lines of some CVs; `minimum` is the weight a feature needs to be
 * kept (a small set learns small weights).
 */
export function trainCvTagger(
  lines: readonly EncodedSentence[],
  index: TFeatureIndex,
  minimum = MINIMUM_WEIGHT,
): TaggerModel {
  return trainTagger(lines, {
    featureNames: index.names,
    tags: CV_TAGS,
    epochs: CV_TAGGER_EPOCHS,
    seed: CV_TAGGER_SEED,
    minimum,
  });
}
