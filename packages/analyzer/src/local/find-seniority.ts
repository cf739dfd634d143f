import { ROLE_WORDS } from './role-words.ts';
import type { Section } from './split-sections.ts';
import type { TJdSection } from './jd-headings.ts';

const WORD = String.raw`junior|confirm[ée]e?|senior|expert|lead|principal|interm[ée]diaire|mid[- ]level|d[ée]butant|stagiaire|intern(?:ship)?|alternance|staff`;
// "lead the migration", "lead our teams": a verb, not a level.
const NOT_A_VERB = String.raw`(?![^\S\n]+(?:the|a|an|our|your|their|its|this|these|les|des|la|le)\b)`;
const PERSON = String.raw`(?:${ROLE_WORDS.source}|\b(?:profil|profile|poste|position|r[ôo]le|candidate?|candidat|dev)\b)`;
const GAP = String.raw`[^\S\n]+(?:[\p{L}\p{N}.+#/-]+[^\S\n]+){0,2}?`;

/**
 * A level is read only where it describes the person sought: a labelled line ("Séniorité :
 * Senior"), a level word next to a role ("Senior Java Developer", "Développeur Java confirmé",
 * "profil junior") or "Tech Lead". A company describing itself ("We are the leading service
 * company", "nos experts") never gives one.
 */
const ABOUT_THE_PERSON = [
  new RegExp(
    String.raw`(?:s[ée]niorit[ée]|seniority|niveau|experience level|level|profil|profile)[^\S\n]*[:：][^\S\n]*(?<w>${WORD})(?![\p{L}\p{N}])`,
    'iu',
  ),
  new RegExp(String.raw`\b(?:tech|team|technical)[^\S\n]+(?<w>lead)(?![\p{L}\p{N}])`, 'iu'),
  new RegExp(
    String.raw`(?<![\p{L}\p{N}])(?<w>${WORD})(?![\p{L}\p{N}])${NOT_A_VERB}${GAP}${PERSON}`,
    'iu',
  ),
  new RegExp(String.raw`${PERSON}${GAP}(?<w>${WORD})(?![\p{L}\p{N}])`, 'iu'),
];

export function findSeniorityWord(text: string, sections: Section<TJdSection>[]): string | null {
  const company = new Set(
    sections.filter((section) => section.kind === 'company').flatMap((section) => section.lines),
  );
  const aboutTheRole = text
    .split('\n')
    .filter((line) => !company.has(line.trim()))
    .join('\n');
  let best: { index: number; word: string } | null = null;
  for (const pattern of ABOUT_THE_PERSON) {
    const match = pattern.exec(aboutTheRole);
    const word = match?.groups?.w;
    if (match && word && (!best || match.index < best.index)) best = { index: match.index, word };
  }
  return best?.word ?? null;
}
