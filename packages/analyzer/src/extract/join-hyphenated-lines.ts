/**
 * Joins a word hyphenated across a line end ("develop-" then "ment ...") into one. Only when the
 * next line goes on in lower case: "Front-" then "End" or "2019-" then "2021" are left alone.
 */
export function joinHyphenatedLines(lines: string[]): string[] {
  const joined: string[] = [];
  for (const line of lines) {
    const previous = joined[joined.length - 1];
    if (previous !== undefined && /\p{Ll}-$/u.test(previous) && /^\p{Ll}/u.test(line))
      joined[joined.length - 1] = previous.slice(0, -1) + line;
    else joined.push(line);
  }
  return joined;
}
