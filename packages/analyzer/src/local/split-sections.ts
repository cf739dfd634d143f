export interface Section<K extends string> {
  kind: K | 'header' | 'other';
  heading: string;
  lines: string[];
}

export type THeadingTable<K extends string> = ReadonlyArray<readonly [K | 'other', RegExp]>;

const BULLET = /^[\s•·▪◦●○■□➢➤►▶✓✔*\-–—>]+/u;

export function stripBullet(line: string): string {
  return line.replace(BULLET, '').trim();
}

/**
 * Splits a document into sections by recognised headings. A heading is a short line matching the
 * table, alone ("Compétences") or followed by its content ("Compétences : Java, SQL"), in which
 * case the content becomes the section's first line.
 */
export function splitSections<K extends string>(
  text: string,
  headings: THeadingTable<K>,
): Section<K>[] {
  const sections: Section<K>[] = [{ kind: 'header', heading: '', lines: [] }];
  for (const rawLine of text.split('\n')) {
    const line = rawLine.trim();
    if (!line) continue;
    const heading = matchHeading(line, headings);
    if (heading && heading.rest) {
      // "Souhaité : Kubernetes" labels its own line only; the following lines stay in the section
      // that was open before it.
      const open = sections[sections.length - 1] as Section<K>;
      sections.push({ kind: heading.kind, heading: heading.title, lines: [heading.rest] });
      sections.push({ kind: open.kind, heading: open.heading, lines: [] });
    } else if (heading) {
      sections.push({ kind: heading.kind, heading: heading.title, lines: [] });
    } else {
      (sections[sections.length - 1] as Section<K>).lines.push(line);
    }
  }
  return sections;
}

function matchHeading<K extends string>(
  line: string,
  headings: THeadingTable<K>,
): { kind: K | 'other'; title: string; rest: string } | null {
  const bare = stripBullet(line);
  const colon = bare.search(/\s*[:：]\s*/);
  const title = (colon >= 0 ? bare.slice(0, colon) : bare).replace(/[\s:：.]+$/, '').trim();
  const rest =
    colon >= 0
      ? bare
          .slice(colon)
          .replace(/^\s*[:：]\s*/, '')
          .trim()
      : '';
  if (!title || title.split(/\s+/).length > 6) return null;
  // A heading without a colon must stand on its own line and be short, so that a sentence starting
  // with "Experience in ..." is not taken for a heading.
  if (colon < 0 && bare.length > 45) return null;
  for (const [kind, pattern] of headings) {
    if (pattern.test(title)) return { kind, title, rest };
  }
  return null;
}

/** The kind of section a line opens when it is a heading, else null. */
export function headingKindOf<K extends string>(
  line: string,
  headings: THeadingTable<K>,
): K | 'other' | null {
  return matchHeading(line, headings)?.kind ?? null;
}

export function linesOf<K extends string>(sections: Section<K>[], kind: K): string[] {
  return sections.filter((section) => section.kind === kind).flatMap((section) => section.lines);
}
