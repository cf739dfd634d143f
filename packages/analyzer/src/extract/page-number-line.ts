// "2", "- 2 -", "Page 2", "Page 2 / 3", "2 of 3", "page 2 sur 3": a page number, never content.
const PAGE_NUMBER =
  /^[-–\s]*(?:page|p\.|seite)?\s*\d{1,3}\s*(?:(?:\/|of|sur|de|von)\s*\d{1,3})?[-–\s]*$/i;

export function isPageNumberLine(line: string): boolean {
  return PAGE_NUMBER.test(line.trim());
}
