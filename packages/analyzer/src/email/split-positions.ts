import { ROLE_WORDS, singular } from '../local/role-words.ts';

/**
 * The positions one e-mail or call for tender asks for, each as its own text: the position's own
 * lines first (so its title leads), then its lot's lines when lots group profiles, then the lines
 * said once for all (the client, place and dates before the first position, the tender's closing
 * sections). A position a tender names twice (its summary, then its section) is one. A text
 * naming one position, or none, stays whole.
 */
export function splitPositions(text: string): string[] {
  const listed = listedPositions(text.split('\n'));
  if (listed) return listed;
  const lines: string[] = [];
  // Lines that are the rest of a position's line once its title was cut off.
  const rests = new Set<number>();
  for (const raw of text.split('\n')) {
    const [line, rest] = splitParagraphHeading(raw);
    lines.push(line!);
    if (rest !== undefined) rests.add(lines.push(rest) - 1);
  }
  const headings = lines.flatMap((line, index) => {
    const heading = readHeading(line);
    return heading ? [{ ...heading, index }] : [];
  });
  const named = headings.filter((heading) => heading.kind !== 'numbered');
  // Bare numbers ("1) ...") only count where no position is named: in a tender they number its
  // sections.
  const candidates = named.length > 0 ? named : headings;
  const isNested =
    candidates.some((h) => h.kind === 'lot') && candidates.some((h) => h.kind === 'profile');
  const positionKind = isNested ? 'profile' : null;
  const isPosition = (h: THeading) => positionKind === null || h.kind === positionKind;

  // Every line after the first position belongs to the segment its last boundary opens.
  const boundaries = [...candidates];
  const first = candidates[0];
  if (!first) return [text];
  for (const [index, line] of lines.entries())
    if (index > first.index && isClosingSection(line))
      boundaries.push({ kind: 'closing', number: 0, index });
  const listEnd = endOfOneLineList(lines, rests, candidates.filter(isPosition));
  if (listEnd !== null && !isNested && !boundaries.some((b) => b.index === listEnd))
    boundaries.push({ kind: 'closing', number: 0, index: listEnd });
  boundaries.sort((a, b) => a.index - b.index);

  const segments: TSegment[] = [];
  let lot = 0;
  for (const [at, boundary] of boundaries.entries()) {
    const end = boundaries[at + 1]?.index ?? lines.length;
    const body = lines.slice(boundary.index, end);
    if (boundary.kind === 'lot' && isNested) lot = boundary.number;
    const role =
      boundary.kind === 'closing' ? 'closing' : isPosition(boundary) ? 'position' : 'lot';
    const key = role === 'position' ? `${isNested ? lot : 0}/${boundary.number}` : `${lot}`;
    segments.push({ role, key, lot, lines: body });
  }

  const positions = bestOccurrences(segments.filter((s) => s.role === 'position'));
  if (positions.length < 2) return [text];
  const lotIntros = bestOccurrences(segments.filter((s) => s.role === 'lot'));
  const shared = [
    ...lines.slice(0, first.index).filter((line) => !isCountingLine(line)),
    // A position or lot named again (in a summary) leaves its other lines to all.
    ...segments
      .filter((s) => s.role !== 'closing' && !positions.includes(s) && !lotIntros.includes(s))
      .flatMap((s) => s.lines.slice(1)),
    ...segments.filter((s) => s.role === 'closing').flatMap((s) => s.lines),
  ];
  return positions.map((position) => {
    const intro = lotIntros.find((s) => s.key === `${position.lot}`)?.lines ?? [];
    return [position.lines, intro, shared]
      .filter((block) => block.some((line) => line.trim()))
      .map((block) => block.join('\n').trim())
      .join('\n\n');
  });
}

/**
 * Where a list of one-line positions ("1. SAP ABAP developer - Paris - 600€/j") ends: the lines
 * after its last item ("Start ASAP, 6 months.") are said for all. Null when a position has lines
 * of its own below it.
 */
function endOfOneLineList(
  lines: readonly string[],
  rests: ReadonlySet<number>,
  positions: readonly THeading[],
): number | null {
  const filledFrom = (index: number) => {
    let at = index;
    while (at < lines.length && !lines[at]!.trim()) at += 1;
    return at;
  };
  const after = (heading: THeading) =>
    filledFrom(heading.index + 1 + (rests.has(heading.index + 1) ? 1 : 0));
  if (positions.length < 2) return null;
  const oneLine = positions.slice(1).every((next, i) => after(positions[i]!) === next.index);
  const end = after(positions[positions.length - 1]!);
  return oneLine && end < lines.length ? end : null;
}

interface THeading {
  kind: 'lot' | 'profile' | 'numbered' | 'closing';
  number: number;
  index: number;
}

interface TSegment {
  role: 'position' | 'lot' | 'closing';
  key: string;
  lot: number;
  lines: string[];
}

/** Of the segments sharing a key, the one saying the most (the section rather than its summary). */
function bestOccurrences(segments: TSegment[]): TSegment[] {
  const best = new Map<string, TSegment>();
  for (const segment of segments) {
    const kept = best.get(segment.key);
    if (!kept || filled(segment) >= filled(kept)) best.set(segment.key, segment);
  }
  return [...best.values()].sort((a, b) => segments.indexOf(a) - segments.indexOf(b));
}

const filled = (segment: TSegment) => segment.lines.filter((line) => line.trim()).length;

// "Lot 1 – Développeur Java", "LOT N°2 : Chef de projet", "2.1 Lot 2 - Data".
const LOT_HEADING =
  /^\s*(?:#+\s*)?(?:\d{1,2}(?:\.\d{1,2})*\.?\s+)?lot\s*(?:n[°o]\s*)?(\d{1,2})\b/iu;
// "Poste 1 : Développeur Java", "Profil n°2 - Chef de projet", "Position 2: Data engineer",
// "Profile 3 – Architect", "Besoin 3 :".
const PROFILE_HEADING =
  /^\s*(?:#+\s*)?(?:\d{1,2}(?:\.\d{1,2})*\.?\s+)?(?:poste|profil|profile|position|besoin|role|rôle|mission|job)\s*(?:n[°o]\s*)?(\d{1,2})\b/iu;
// "1) Développeur React", "2. Architecte cloud".
const NUMBERED_ITEM = /^\s*(\d{1,2})\s*[).]\s+(?=\p{Lu})(.*)$/u;
// What a tender's numbered sections are about, which is not a position.
const SECTION_WORDS =
  /^(?:objet|contexte|context|background|pr[ée]sentation|introduction|p[ée]rim[èe]tre|scope|d[ée]finitions?|allotissement|lots?|dur[ée]e|duration|lieu|prix|budget|sommaire|annexes?)\b/iu;

// A position written as one paragraph ("1) Développeur Java senior - démarrage ASAP, 6 mois,
// TJM 650 €. Compétences : ..."): its title is the first clause when that clause names a role.
const PARAGRAPH_TITLE = /^(.{3,80}?)(?:\s+[-–—]\s+|\s*[:：,;]\s+|\.\s+)(?=\S)/u;

/**
 * A numbered or named line whose first clause is a job title ("1. SAP ABAP developer - Paris -
 * 600€/j") becomes two lines, the title and the rest, so that the title leads its position; any
 * other line stays as it is.
 */
function splitParagraphHeading(line: string): string[] {
  const head = line.match(PARAGRAPH_TITLE)?.[1];
  if (!head || !(NUMBERED_ITEM.test(head) || PROFILE_HEADING.test(head))) return [line];
  if (!ROLE_WORDS.test(head.replace(NUMBERED_MARK, ''))) return [line];
  return [
    head.trim(),
    line.slice(line.indexOf(head) + head.length).replace(/^[\s\-–—:：,;.]+/u, ''),
  ];
}

const HEADING_MAX = 120;
const NUMBERED_MARK = /^\s*\d{1,2}\s*[).]\s+/u;

function readHeading(line: string): Omit<THeading, 'index'> | null {
  if (line.trim().length > HEADING_MAX) return null;
  const lot = line.match(LOT_HEADING);
  if (lot) return { kind: 'lot', number: Number(lot[1]) };
  const profile = line.match(PROFILE_HEADING);
  if (profile) return { kind: 'profile', number: Number(profile[1]) };
  const item = line.match(NUMBERED_ITEM);
  if (item && !SECTION_WORDS.test(item[2]!) && !isClosingSection(line))
    return { kind: 'numbered', number: Number(item[1]) };
  return null;
}

// A tender's closing sections, said for every lot: how to answer, by when, how offers are judged.
const CLOSING_SECTION =
  /^\s*(?:#+\s*)?(?:(?:article|section|chapitre|partie|part)\s+\d{1,2}\s*[.:–-]?\s*|\d{1,2}(?:\.\d{1,2})*\s*[.)]?\s+)?(?:modalit[ée]s(?: de (?:r[ée]ponse|remise|candidature|ex[ée]cution))?|conditions (?:de (?:participation|remise|r[ée]ponse)|g[ée]n[ée]rales)|crit[èe]res(?: d['’](?:attribution|[ée]valuation|analyse))?|remise des (?:offres|candidatures)|date limite(?: de remise)?|calendrier(?: de la (?:consultation|proc[ée]dure))?|proc[ée]dure|dispositions g[ée]n[ée]rales|renseignements(?: compl[ée]mentaires)?|pi[èe]ces [àa] fournir|contenu de l['’]offre|how to (?:apply|respond)|submission(?: of (?:offers|tenders|proposals))?|(?:award|evaluation) criteria|general (?:terms|conditions)|instructions to (?:tenderers|bidders))\b/iu;

function isClosingSection(line: string): boolean {
  // A heading, not a labelled line ("Date limite : 15/01/2027" inside a lot stays in it).
  return CLOSING_SECTION.test(line) && line.trim().length <= 80 && !/[:：]\s*\S/.test(line);
}

// "Nous recherchons 2 profils :", "We need two people:", "Le marché comporte 3 lots :": announces
// the list, belongs to none (a sentence that also says where or when stays).
const COUNTING =
  /\b(?:\d+|deux|trois|quatre|cinq|two|three|four|five)\s+(?:profils?|profiles?|postes?|positions?|consultants?|people|roles?|besoins?|lots?|openings?|vacanc(?:y|ies)|requirements?|needs?)\b/i;

function isCountingLine(line: string): boolean {
  // Only the announcement alone: "Pour notre client BNP Paribas, deux profils :" names the client.
  return COUNTING.test(line) && /[:：]\s*$/.test(line) && line.trim().split(/\s+/).length <= 6;
}

// "- un développeur Angular confirmé, TJM 500 €": a bullet, its first clause and what follows it.
const BULLET = /^\s*[-•*–—▪◦·]\s+(.+)$/u;
const ARTICLE = /^(?:un|une|des|a|an|one|\d{1,2}\s*x?)\s+/iu;
// "Nous avons besoin de 3 développeurs Java/Angular :": a count, then a role within two words.
const COUNTED_ROLE =
  /\b(?:\d{1,2}|deux|trois|quatre|cinq|two|three|four|five)\s+(\S+(?:\s+\S+)?)/iu;
// "(TJM 480 €)" closing a bullet's first clause: its terms, not its title.
const TRAILING_TERMS = /\s*\(([^()]*)\)\s*$/u;

const announcesList = (line: string) => {
  if (!/[:：]\s*$/.test(line)) return false;
  const counted = line.match(COUNTED_ROLE)?.[1];
  return COUNTING.test(line) || (counted !== undefined && ROLE_WORDS.test(singular(counted)));
};

/**
 * Positions announced by a counting line and listed one bullet each ("Nous avons deux besoins :"
 * then "- un développeur Angular, TJM 500 €" and "- un ingénieur DevOps, TJM 600 €"): each
 * bullet whose first clause names a role is a position, titled by that role; the lines before
 * the announcement and after the list are said for all. Null when the text has no such list.
 */
function listedPositions(lines: string[]): string[] | null {
  const at = lines.findIndex(announcesList);
  if (at < 0) return null;
  const items: { title: string; rest: string }[] = [];
  let end = at + 1;
  for (; end < lines.length; end++) {
    const line = lines[end]!;
    if (!line.trim()) {
      if (items.length > 0) break;
      continue;
    }
    const bullet = line.match(BULLET)?.[1]?.trim();
    if (!bullet) break;
    // The first clause, read past the commas of brackets ("QA Engineer (Cypress, Playwright)").
    const masked = bullet.replace(/\([^()]*\)/g, (group) => '_'.repeat(group.length));
    const first = masked.match(PARAGRAPH_TITLE)?.[1];
    const clause = (first ? bullet.slice(0, first.length) : bullet).replace(ARTICLE, '').trim();
    const head = clause.replace(TRAILING_TERMS, '');
    if (!ROLE_WORDS.test(singular(head)) || head.length > HEADING_MAX) return null;
    const terms = clause.match(TRAILING_TERMS)?.[1] ?? '';
    const rest = bullet.slice(bullet.indexOf(clause) + clause.length);
    items.push({
      title: head.charAt(0).toUpperCase() + head.slice(1),
      rest: [terms, rest.replace(/^[\s\-–—:：,;.]+/u, '')].filter(Boolean).join('\n'),
    });
  }
  if (items.length < 2) return null;
  // The announcement stays when it says more than the count ("… chez Orange à Rennes :").
  const intro = isCountingLine(lines[at]!) ? [] : [lines[at]!];
  const shared = [...lines.slice(0, at), ...intro, ...lines.slice(end)].join('\n').trim();
  return items.map(({ title, rest }) =>
    [[title, rest].filter(Boolean).join('\n'), shared].filter(Boolean).join('\n\n'),
  );
}
