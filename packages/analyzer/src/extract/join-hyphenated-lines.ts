/**
 * Whether a line ends with a word hyphenated across the line end ("develop-" then "ment ...").
 * Only when the next line goes on in lower case ("Front-" then "End" and "2019-" then "2021" are
 * left alone), and not in an address or a link ("linkedin.com/in/jane-" then "doe"), whose
 * hyphens are their own.
 */
export function isHyphenatedAcross(line: string, next: string): boolean {
  const lastWord = line.split(/\s/).pop() ?? '';
  return /\p{Ll}-$/u.test(lastWord) && !/[/@.]/.test(lastWord) && /^\p{Ll}/u.test(next);
}

/** Joins the words hyphenated across line ends into one. */
export function joinHyphenatedLines(lines: string[]): string[] {
  const joined: string[] = [];
  for (const line of lines) {
    const previous = joined[joined.length - 1];
    if (previous !== undefined && isHyphenatedAcross(previous, line))
      joined[joined.length - 1] = previous.slice(0, -1) + line;
    else joined.push(line);
  }
  return joined;
}
