/**
 * A line cut into the tokens the job-posting tagger learnt on: SkillSpan splits on spaces, drops
 * commas and sets a sentence's final full stop and the brackets around words apart ("( AWS",
 * "Azure )"); words keep their inner marks ("Node.js", "CI/CD", "C++"). Each token keeps where
 * it sits in the line, so a tagged span maps back to the words as written.
 */
export interface TaggerToken {
  text: string;
  start: number;
  end: number;
}

const WORD = /[^\s,]+/g;

export function taggerTokensOf(line: string): TaggerToken[] {
  const tokens: TaggerToken[] = [];
  for (const match of line.matchAll(WORD)) {
    let start = match.index;
    let end = start + match[0].length;
    const opening: TaggerToken[] = [];
    const closing: TaggerToken[] = [];
    while (end - start > 1 && /[([]/.test(line[start] ?? '')) {
      opening.push({ text: line[start]!, start, end: start + 1 });
      start++;
    }
    while (end - start > 1 && /[)\].;:!?]/.test(line[end - 1] ?? '')) {
      // "e.g." and "etc." keep their full stop; a word ending a sentence does not.
      if (line[end - 1] === '.' && /^(?:e\.g|i\.e|etc|vs)\.$/i.test(line.slice(start, end))) break;
      closing.unshift({ text: line[end - 1]!, start: end - 1, end });
      end--;
    }
    tokens.push(...opening, { text: line.slice(start, end), start, end }, ...closing);
  }
  return tokens;
}
