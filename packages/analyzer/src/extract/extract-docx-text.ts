import { readDocxLines } from './docx/read-docx-lines.ts';
import { readZipTexts } from './docx/read-zip-texts.ts';
import { assertPageCount, type ExtractLimits } from './extract-limits.ts';
import { isPageNumberLine } from './page-number-line.ts';

const DOCUMENT = 'word/document.xml';
const RELATIONSHIPS = 'word/_rels/document.xml.rels';
const PART = /^word\/(?:document|header\d*|footer\d*)\.xml$/;
// Word and LibreOffice write the page count of the last layout here.
const PROPERTIES = 'docProps/app.xml';

/**
 * The lines of a DOCX in reading order: the headers (CVs often keep the name and contact lines
 * there), the body with its tables and text boxes, then the footers. A header repeated by every
 * section, or on first and other pages, is read once; page numbers are dropped.
 */
export async function extractDocxText(bytes: Uint8Array, limits?: ExtractLimits): Promise<string> {
  const parts = await readZipTexts(
    bytes,
    (name) => name === RELATIONSHIPS || name === PROPERTIES || PART.test(name),
  );
  const pages = /<Pages>\s*(\d+)\s*<\/Pages>/.exec(parts.get(PROPERTIES) ?? '')?.[1];
  if (pages !== undefined) assertPageCount('docx', Number(pages), limits);
  const body = parts.get(DOCUMENT);
  if (body === undefined) throw new Error('No word/document.xml in the DOCX');
  const targets = referencedParts(body, parts.get(RELATIONSHIPS) ?? '');
  const linesOf = (kind: 'header' | 'footer') =>
    uniqueLines(
      targets
        .filter((target) => target.kind === kind)
        .flatMap((target) => readDocxLines(parts.get(target.path) ?? '')),
    );
  return [...linesOf('header'), ...readDocxLines(body), ...linesOf('footer')].join('\n');
}

interface PartTarget {
  kind: 'header' | 'footer';
  path: string;
}

// Headers and footers in the order the sections reference them, each part once.
function referencedParts(body: string, relationships: string): PartTarget[] {
  const byId = new Map<string, PartTarget>();
  for (const [element] of relationships.matchAll(/<Relationship\b[^>]*>/g)) {
    const id = /\bId="([^"]+)"/.exec(element)?.[1];
    const type = /\bType="[^"]*\/(header|footer)"/.exec(element)?.[1];
    const target = /\bTarget="([^"]+)"/.exec(element)?.[1];
    if (id && target && (type === 'header' || type === 'footer'))
      byId.set(id, { kind: type, path: `word/${target.replace(/^\/?(?:word\/)?/, '')}` });
  }
  const seen = new Set<string>();
  const targets: PartTarget[] = [];
  for (const [, id] of body.matchAll(/<w:(?:header|footer)Reference\b[^>]*\br:id="([^"]+)"/g)) {
    const target = byId.get(id ?? '');
    if (target && !seen.has(target.path)) {
      seen.add(target.path);
      targets.push(target);
    }
  }
  return targets;
}

function uniqueLines(lines: string[]): string[] {
  const seen = new Set<string>();
  return lines.filter((line) => {
    const key = line.trim();
    if (!key || isPageNumberLine(key) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
