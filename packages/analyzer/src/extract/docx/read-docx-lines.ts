/**
 * Reads the lines of one WordprocessingML part (word/document.xml, a header, a footer) in reading
 * order: a paragraph is a line, a line break (w:br, w:cr) starts a new one, a tab stays a tab.
 * A table row whose cells are single lines (a skills grid, "Java | 5 years") becomes one line with
 * its cells joined by a tab; a row holding whole blocks (a two-column layout table) gives each
 * cell's lines in turn. Text boxes give their lines where they are anchored, once: Word writes
 * each box twice (mc:Choice for new readers, mc:Fallback as VML), and only the first is read.
 */
const TOKEN =
  /<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<!\[CDATA\[([\s\S]*?)\]\]>|<(\/?)([A-Za-z_][\w:.-]*)((?:[^>"']|"[^"]*"|'[^']*')*?)(\/?)>|([^<]+)/g;

// Elements whose content is never visible text: the VML copy of a text box, deleted revisions,
// field instructions ("PAGE \* MERGEFORMAT"), paragraph and run properties (tab stop definitions).
const SKIPPED = new Set(['mc:Fallback', 'w:delText', 'w:instrText', 'w:pPr', 'w:rPr', 'w:tblPr']);

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

export function decodeXmlText(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, entity: string) => {
    if (entity.startsWith('#x') || entity.startsWith('#X'))
      return String.fromCodePoint(parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(parseInt(entity.slice(1), 10));
    return ENTITIES[entity] ?? whole;
  });
}

export function readDocxLines(xml: string): string[] {
  const document: string[] = [];
  // Where finished lines go: the document, or the table cell being read.
  const sinks: string[][] = [document];
  const paragraphs: string[] = [];
  const rows: string[][][] = [];
  let skipDepth = 0;
  let inText = false;
  let runDepth = 0;

  const sink = () => sinks[sinks.length - 1] ?? document;
  const append = (text: string) => {
    if (paragraphs.length > 0) paragraphs[paragraphs.length - 1] += text;
  };

  for (const match of xml.matchAll(TOKEN)) {
    const [, cdata, closing, name, , selfClosing, text] = match;
    if (name === undefined) {
      if (skipDepth === 0 && inText) append(decodeXmlText(text ?? cdata ?? ''));
      continue;
    }
    if (SKIPPED.has(name)) {
      if (selfClosing) continue;
      skipDepth += closing ? -1 : 1;
      continue;
    }
    if (skipDepth > 0) continue;
    const isOpen = !closing;
    switch (name) {
      case 'w:p':
        if (isOpen) {
          paragraphs.push('');
          if (selfClosing) sink().push(paragraphs.pop() ?? '');
        } else sink().push(...(paragraphs.pop() ?? '').split('\n'));
        break;
      case 'w:r':
        if (!selfClosing) runDepth += isOpen ? 1 : -1;
        break;
      case 'w:t':
        inText = isOpen && !selfClosing;
        break;
      case 'w:tab':
        if (runDepth > 0) append('\t');
        break;
      case 'w:br':
      case 'w:cr':
        if (runDepth > 0) append('\n');
        break;
      case 'w:noBreakHyphen':
        append('-');
        break;
      case 'w:tr':
        if (isOpen) rows.push([]);
        else emitRow(rows.pop() ?? [], sink());
        break;
      case 'w:tc':
        if (isOpen) sinks.push([]);
        else rows[rows.length - 1]?.push(sinks.pop() ?? []);
        break;
    }
  }
  return document;
}

function emitRow(cells: string[][], target: string[]): void {
  const filled = cells.map((lines) => lines.filter((line) => line.trim().length > 0));
  if (filled.every((lines) => lines.length <= 1)) {
    const line = filled
      .flat()
      .map((cell) => cell.trim())
      .join('\t');
    if (line) target.push(line);
    return;
  }
  for (const lines of filled) target.push(...lines);
}
