/**
 * Search ignores case and accents ("societe" finds "Société Générale"). The rule is a
 * character map, so the browser (board filtering), the server (the query) and the database (the
 * stored `search_text` columns, through SQL `translate`) all fold text exactly alike.
 */

/** The blocks the map covers: Basic Latin capitals, Latin-1 to Latin Extended-B, Greek, Cyrillic, Latin Extended Additional, Greek Extended. */
const FOLDED_RANGES: readonly (readonly [number, number])[] = [
  [0x41, 0x5a],
  [0xc0, 0x24f],
  [0x370, 0x3ff],
  [0x400, 0x4ff],
  [0x1e00, 0x1eff],
  [0x1f00, 0x1fff],
];

/** Combining diacritical marks: text typed or stored decomposed (NFD) loses them. */
const COMBINING_MARKS: readonly [number, number] = [0x300, 0x36f];

const stripMarks = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

function buildFoldMap(): { from: string; to: string; map: ReadonlyMap<string, string> } {
  const map = new Map<string, string>();
  let from = '';
  let to = '';
  for (const [start, end] of FOLDED_RANGES) {
    for (let code = start; code <= end; code += 1) {
      const char = String.fromCodePoint(code);
      const folded = stripMarks(char).toLowerCase();
      // Only one-for-one replacements: SQL translate maps a character to a character.
      if (folded.length !== 1 || folded === char) continue;
      map.set(char, folded);
      from += char;
      to += folded;
    }
  }
  // Characters past the end of `to` are deleted by translate: the combining marks.
  for (let code = COMBINING_MARKS[0]; code <= COMBINING_MARKS[1]; code += 1) {
    const char = String.fromCodePoint(code);
    map.set(char, '');
    from += char;
  }
  return { from, to, map };
}

const FOLD = buildFoldMap();

/**
 * The two strings of SQL `translate(text, from, to)` that fold text as `foldSearchText` does; the
 * server's generated `search_text` columns are built from them.
 */
export const SEARCH_FOLD_SQL = { from: FOLD.from, to: FOLD.to } as const;

/** Lower-cases and strips accents, character by character: 'Société' → 'societe'. */
export function foldSearchText(text: string): string {
  let out = '';
  for (const char of text) out += FOLD.map.get(char) ?? char;
  return out;
}

/** Whether `query` (as typed) occurs in any of `fields`, ignoring case and accents. */
export function matchesSearchText(
  fields: readonly (string | null | undefined)[],
  query: string,
): boolean {
  const needle = foldSearchText(query.trim());
  if (!needle) return true;
  return fields.some((field) => !!field && foldSearchText(field).includes(needle));
}
