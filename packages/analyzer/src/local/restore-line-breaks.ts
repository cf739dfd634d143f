// Text pulled from some PDFs loses its line breaks and keeps wide gaps where they were
// ("John Smith  Mobile: ...  SKILLS  Java, SQL"): such gaps become line breaks again so that
// headings and sections are found. A text has lost its breaks when its lines are very long, or
// when it was laid out again on narrower lines (a PDF of such a text) and nearly every line holds
// a wide gap; a laid-out CV has a wide gap on a few lines only (tab stops, a skills grid).
const WIDE_GAP = /[ \t\u00a0]{2,}/g;

export function restoreLineBreaks(text: string): string {
  const lines = text.split('\n').filter((line) => line.trim());
  const lineCount = Math.max(1, lines.length);
  const gapCount = text.match(WIDE_GAP)?.length ?? 0;
  if (text.length / lineCount < 300 && gapCount < lineCount) return text;
  // "June 2010  Present": the gap inside a date range is no line break.
  return text.replace(DATE_GAP, '$1 – $2').replace(WIDE_GAP, '\n');
}

const DATE_GAP =
  /\b((?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{4}|\d{4})[ \t\u00a0]{2,}(present|current|to date|till date|now|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{4}|\d{4})\b/gi;
