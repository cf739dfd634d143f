// Keeps line breaks (the analyzers rely on lines and headings) but tidies everything else that
// differs between PDF, DOC and DOCX extraction: odd spaces, bullet glyphs, trailing blanks.
// A wide gap inside a line (a tab, a table cell boundary, columns set apart by spaces) stays a
// wide gap of two spaces: it is layout, and the CV analyzer reads it as a line break when a text
// has lost its breaks (restore-line-breaks.ts). Collapsing it lost names, sections and titles.
export function normalizeText(raw: string): string {
  return (
    raw
      .replace(/\r\n?/g, '\n')
      .replace(/\t/g, '  ')
      .replace(/[\u00a0\u2000-\u200a\u202f\u205f\u3000\f\v]/g, ' ')
      .replace(/[\u200b-\u200d\ufeff\u00ad]/g, '')
      // word-extractor turns dashes into hyphens; doing the same for PDF and DOCX keeps formats alike.
      .replace(/[\u2010-\u2015\u2212]/g, '-')
      // Control characters left by DOC extraction (field codes, cell marks) act as separators.
      .replace(/\p{Cc}/gu, (char) => (char === '\n' ? char : ' '))
      .split('\n')
      .map((line) => line.replace(/ {2,}/g, '  ').trim())
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}
