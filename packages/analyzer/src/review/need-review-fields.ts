import { parseExperienceYears, type TJdAnalysis, type TReviewField } from '@staffing/domain';
import {
  DAILY_RATE_PATTERNS,
  findContractTerms,
  readDailyRate,
  TENDER_ISSUER,
  type TContractTerms,
} from '../local/find-contract-terms.ts';
import { JD_HEADINGS } from '../local/jd-headings.ts';
import { ROLE_WORDS, singular } from '../local/role-words.ts';
import { stripBullet } from '../local/split-sections.ts';
import { companyFromAddress, EMAIL, SENDER_LINE, senderLineOf } from './email-sender.ts';
import { field, findLineOf, located, locatedList, numberLines, type TLine } from './locate.ts';
import { placeInSections } from './place-in-sections.ts';

/** A value read from one line, with that line. */
export interface TFound<V> {
  value: V;
  at: TLine;
}

/** The daily rate a job description states, in euros (a range's upper bound), with its line. */
export function findDailyRate(lines: TLine[]): TFound<number> | null {
  for (const { pattern, max } of DAILY_RATE_PATTERNS) {
    for (const line of lines) {
      const amount = readDailyRate(line.text, pattern);
      if (amount !== null && amount <= max) return { value: amount, at: line };
    }
  }
  return null;
}

// What introduces a title without being part of it.
const TITLE_PREFIX =
  /^(?:fiche de poste|offre d['’]emploi|offre de mission|offre|annonce|job description|job offer|job posting|description (?:du|de) poste|intitul[ée] du poste|intitul[ée] de la mission|intitul[ée]|poste|titre(?: du poste)?|job title|position|r[ôo]le|title|mission|profile|profil|besoin|lot)\s*(?:(?:n[°o]\s*)?\d{1,2}\s*)?[:：\-–—|]\s*/i;
const GENERIC_HEADING =
  /^(?:fiche de poste|offre d['’]emploi|description (?:du poste|de poste|de la mission)|job description|job offer|annonce|missions?|contexte|context|about (?:us|the role)|profil recherch[ée]|comp[ée]tences.*|client|soci[ée]t[ée]|entreprise|lieu|localisation|tjm)\s*:?$/i;
const TITLE_LABEL =
  /^(?:intitul[ée](?: du poste| de la mission)?|poste|titre(?: du poste)?|job title|position|title)\s*[:：\-–—]\s*/i;
// A line that says something else than a title ("Client : ...", "TJM : ...", "Lieu : ...").
const OTHER_LABEL = new RegExp(
  String.raw`^(?:client|soci[ée]t[ée]|entreprise|company|lieu|localisation|location|ville|tjm|tarif|taux|d[ée]marrage|dur[ée]e|date|r[ée]f[ée]rence|ref|contact|email|t[ée]l|exp[ée]rience|s[ée]niorit[ée]|salaire|salary|contrat|type de contrat|budget|prix plafond|objet(?: de la consultation| du march[ée])?|${TENDER_ISSUER})\b\s*[:：]`,
  'i',
);

function cleanTitle(raw: string): string | null {
  const title = stripBullet(raw)
    // "1) Développeur Java", "2. Data engineer": a position's number in a list.
    .replace(/^\d{1,2}\s*[).]\s+/, '')
    .replace(TITLE_PREFIX, '')
    .replace(TITLE_PREFIX, '')
    .replace(/^[#*\s]+|[\s.:;,]+$/g, '')
    .trim();
  const letters = title.match(/\p{L}/gu)?.length ?? 0;
  if (letters < 3 || title.length > 120) return null;
  return title;
}

/**
 * The job title: a labelled line ("Intitulé du poste : ...", "Poste : ..."), else the first
 * short line of the document that is not a heading, a label or a sentence; its introducing words
 * ("Fiche de poste :", "Offre d'emploi -") dropped.
 */
export function findJobTitle(lines: TLine[]): TFound<string> | null {
  const filled = lines.filter((line) => line.text).slice(0, 20);
  for (const line of filled) {
    if (!TITLE_LABEL.test(line.text)) continue;
    const title = cleanTitle(line.text);
    if (title) return { value: title, at: line };
  }
  for (const line of filled.slice(0, 6)) {
    const text = line.text;
    if (GENERIC_HEADING.test(text) || OTHER_LABEL.test(text) || soughtRole(text)) continue;
    if (text.length > 140 || /[.!?]$/.test(text) || /@|https?:/.test(text)) continue;
    const title = cleanTitle(text);
    if (title) return { value: title, at: line };
  }
  for (const line of filled.slice(0, 10)) {
    const role = soughtRole(line.text);
    if (role) return { value: role, at: line };
  }
  return null;
}

// "Nous recherchons un développeur Java senior (Spring Boot) pour 6 mois", "besoin d'un chef de
// projet", "We are looking for a data engineer to join": the role a sentence asks for.
const SOUGHT_ROLE = new RegExp(
  String.raw`(?:\b(?:recherch(?:e|ons|ent)|cherch(?:e|ons|ent)|recrut(?:e|ons|ent)|looking for|seeking|searching for|hiring|need|require|(?:we['’]re|we are|are) after)\s+(?:(?:un|une|des|a|an|one|deux|trois|\d{1,2})\s+)?|\b(?:requirement|need|request|opening|vacancy|demande|besoin)\s+(?:for|pour)\s+(?:(?:un|une|a|an)\s+)?|\ben tant qu(?:e\s+|['’])(?:(?:un|une)\s+)?|\bbesoin\s+d['’](?:un|une)\s+|\bbesoin\s+de\s+(?:\d{1,2}\s+)?)` +
    String.raw`(?:profil(?:e)?\s+(?:de\s+)?)?([^,.;:()!?\n]{3,80}?)(?=\s*[,.;:()!?]|\s+(?:pour|for|à|in|sur|on|afin|qui|who|avec|with|to|dès|from|en|h\/f|f\/h|sachant|maîtrisant|ayant|having)(?:\s|$)|\s*$)`,
  'iu',
);

/** The role a sentence asks for, capitalised; null when what it asks for is not a role. */
function soughtRole(text: string): string | null {
  const role = text.match(SOUGHT_ROLE)?.[1]?.trim();
  if (!role || !ROLE_WORDS.test(singular(role)) || role.split(/\s+/).length > 8) return null;
  return role.charAt(0).toUpperCase() + role.slice(1);
}

// "Client : Airbus", "Société : Acme Banque", "Entreprise: X", "Company: X"; a call for tender's
// issuer ("Pouvoir adjudicateur : Ville de Lyon", "Acheteur : ...", "Contracting authority: ...").
const CLIENT_LABEL = new RegExp(
  String.raw`^(?:client(?: final)?|soci[ée]t[ée]|entreprise|company|employer|employeur|compte|${TENDER_ISSUER})\s*[:：]\s*(.+)$`,
  'i',
);
// "Notre client, Airbus, recherche", "pour le compte de Thales", "Notre client Orange recrute".
const CLIENT_NAME = String.raw`(\p{Lu}[\p{L}\p{N}&'’.-]*(?:[ \t]+(?:\p{Lu}[\p{L}\p{N}&'’.-]*|&|de|du|des)){0,3})`;
const CLIENT_PHRASE = new RegExp(
  String.raw`(?:\b[Nn]otre client[ \t]*,?[ \t]*(?:le |la |l['’])?|\b[Pp]our le compte d(?:e[ \t]+|['’])|\b[Pp]our (?:notre|un) client[ \t]*,?[ \t]*|\b[Oo]ur client[ \t]*,?[ \t]*)${CLIENT_NAME}`,
  'u',
);
const NOT_A_CLIENT =
  /^(?:nous|vous|notre|nos|un|une|le|la|les|the|our|a|an|grand|grande|important|importante|leader|acteur|H\/F|F\/H|recherche|recrute)$/i;

const UNNAMED_CLIENT =
  /\b(?:notre client|nos clients|our client|pour le compte d|on behalf of|pour un client|for a client)/i;

/**
 * The client or company the document names, with its line; never a made-up one. Failing a name in
 * the text, an e-mail's sender's company, read from the domain of the address on its sender's
 * line ("De : Julie Moreau <julie@bnp-paribas.com>" → "BNP Paribas").
 */
export function findClient(lines: TLine[]): TFound<string> | null {
  const named = findNamedClient(lines) ?? findLetterhead(lines);
  if (named) return named;
  // "Notre client, un grand groupe de l'énergie, recherche": whoever sent it is not the client.
  if (lines.some((line) => UNNAMED_CLIENT.test(line.text))) return null;
  const sender = senderLineOf(lines);
  // "De : Marc Petit (Société Générale) <…>": the company the sender's name carries, else the
  // one its address's domain names.
  const company =
    sender &&
    (sender.text.match(/\(([^()]+)\)\s*</)?.[1]?.trim() ||
      companyFromAddress(sender.text.match(EMAIL)?.[0] ?? ''));
  return sender && company ? { value: company, at: sender } : null;
}

function findNamedClient(lines: TLine[]): TFound<string> | null {
  for (const line of lines) {
    const match = stripBullet(line.text).match(CLIENT_LABEL);
    const value = match?.[1]?.trim().replace(/[.,;:]+$/, '');
    if (value && value.length <= 100 && /\p{L}/u.test(value)) return { value, at: line };
  }
  for (const line of lines) {
    const match = line.text.match(CLIENT_PHRASE);
    const value = match?.[1]
      ?.trim()
      .replace(/[.,;:'’-]+$/, '')
      .replace(/\s+(?:de|du|des)$/, '');
    if (!value || NOT_A_CLIENT.test(value.split(/\s+/)[0] ?? '')) continue;
    return { value, at: line };
  }
  return null;
}

// A public buyer's letterhead in a call for tender, a line of its own in capitals (where a split
// tender puts it after the lot's lines): "MÉTROPOLE DE LYON", "Ville de Grenoble", "Northwind
// County Council".
const ISSUER_WORDS =
  /(?:^|\s)(?:ville|m[ée]tropole|r[ée]gion|d[ée]partement|conseil|minist[èe]re|universit[ée]|centre hospitalier|chu|agence|communaut[ée]|syndicat|caisse|institut|pr[ée]fecture|mairie|city|county|council|ministry|university|agency|authority|hospital)(?:\s|$)/iu;

function isLetterhead(text: string): boolean {
  const words = text.split(/\s+/).filter((word) => word.length >= 4);
  return (
    text.length <= 60 &&
    !/[\d:：@.,;]/.test(text) &&
    ISSUER_WORDS.test(text) &&
    words.every((word) => /^\p{Lu}/u.test(word))
  );
}

function findLetterhead(lines: TLine[]): TFound<string> | null {
  const line = lines.find((candidate) => isLetterhead(candidate.text.trim()));
  return line ? { value: line.text.trim(), at: line } : null;
}

const DESCRIPTION_MAX = 600;
const CONTEXT_HEADING =
  /^(?:contexte(?: de la mission| du projet)?|context|description(?: du poste| de la mission)?|le poste|la mission|mission|about the role|the role|pr[ée]sentation(?: du poste| de la mission)?|descriptif(?: du poste)?|job description|summary|r[ée]sum[ée])\s*[:：]?\s*(.*)$/i;

function isProse(text: string): boolean {
  return text.split(/\s+/).length >= 8 && !OTHER_LABEL.test(text) && !/^[-•*]/.test(text);
}

function cap(text: string): string {
  if (text.length <= DESCRIPTION_MAX) return text;
  const cut = text.slice(0, DESCRIPTION_MAX - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), DESCRIPTION_MAX / 2)).trimEnd()}…`;
}

/**
 * A short summary for the need's description: the context or mission paragraph (the lines under a
 * "Contexte" or "Mission" heading, or the first paragraph of prose), at most 600 characters,
 * never the whole document.
 */
export function findDescription(lines: TLine[]): TFound<string> | null {
  for (const [index, line] of lines.entries()) {
    const heading = line.text.match(CONTEXT_HEADING);
    if (!heading || line.text.length > 160) continue;
    const inline = heading[1]?.trim();
    if (inline && isProse(inline)) return { value: cap(inline), at: line };
    const paragraph: TLine[] = [];
    for (const next of lines.slice(index + 1)) {
      if (!next.text) {
        if (paragraph.length > 0) break;
        continue;
      }
      if (paragraph.length > 0 && next.text.length < 45 && !/[.,;]$/.test(next.text)) break;
      paragraph.push(next);
      if (paragraph.map((p) => p.text).join(' ').length > DESCRIPTION_MAX) break;
    }
    const text = paragraph.map((p) => stripBullet(p.text)).join(' ');
    if (paragraph[0] && text.split(/\s+/).length >= 6)
      return { value: cap(text), at: paragraph[0] };
  }
  const prose = lines.find((line) => isProse(line.text));
  return prose ? { value: cap(prose.text), at: prose } : null;
}

// "Contact : Marie Dupont - marie.dupont@acme.fr", "Interlocuteur : ...", "Hiring manager: ...".
const CONTACT_LABEL =
  /^(?:contacts?(?: client)?|votre contact|interlocut(?:eur|rice)|manager|hiring manager|responsable(?: du recrutement| hi[ée]rarchique)?|donneur d['’]ordre|demandeur)\s*[:：]\s*(.+)$/i;

/**
 * The client's contact the document names (the need's order client): the person of a "Contact :"
 * line and the e-mail on it or on the next line.
 */
export function findOrderContact(lines: TLine[]): {
  name: TFound<string> | null;
  email: TFound<string> | null;
} {
  const named = findContactLine(lines, CONTACT_LABEL);
  if (named.name || named.email) return named;
  // Failing a named contact, whoever sent the e-mail the need came from: the text of an e-mail
  // ends with its sender's line ("De : … <address>"); no other document's last line counts.
  const sender = senderLineOf(lines);
  return sender ? findContactLine([sender], SENDER_LINE) : named;
}

function findContactLine(
  lines: TLine[],
  label: RegExp,
): { name: TFound<string> | null; email: TFound<string> | null } {
  for (const [index, line] of lines.entries()) {
    const match = stripBullet(line.text).match(label);
    if (!match?.[1]) continue;
    const rest = match[1];
    const emailLine = [line, lines[index + 1]].find((l) => l && EMAIL.test(l.text));
    const email = emailLine?.text.match(EMAIL)?.[0] ?? null;
    const name = rest
      .replace(EMAIL, '')
      .replace(/\([^()]*\)/g, '')
      .replace(/(?:\+|\b0)[\d .()-]{8,}/g, '')
      .replace(/\(\s*\)|[<>]/g, '')
      .replace(/^[\s,;:–—-]+|[\s,;:–—-]+$/g, '')
      .trim();
    const hasName = /\p{L}{2}/u.test(name) && name.length <= 100;
    return {
      name: hasName ? { value: name, at: line } : null,
      email: email && emailLine ? { value: email, at: emailLine } : null,
    };
  }
  return { name: null, email: null };
}

/**
 * A contract term the whole text gave (start, duration, remote days), with the first line that
 * states it alone: the review's evidence.
 */
function termField(
  lines: TLine[],
  key: string,
  term: 'startdate' | 'duration' | 'remotedays',
  value: TContractTerms[typeof term],
): TReviewField {
  const at =
    value === null
      ? null
      : lines.find((line) => line.text && findContractTerms(line.text)[term] === value);
  return field(key, value, at ?? null);
}

const foundField = <V extends TReviewField['value']>(key: string, found: TFound<V> | null) =>
  field(key, found?.value ?? null, found?.at ?? null);

/**
 * The fields of a new need as the review shows them (NEED_REVIEW_FIELDS, in that order), each
 * with the line of the extracted text it was read from and that line's section; what the
 * document does not say is null.
 * The file name is never a value: "31.docx" gives no title.
 */
export function buildNeedReviewFields(text: string, analysis: TJdAnalysis): TReviewField[] {
  const lines = numberLines(text);
  const years = parseExperienceYears(analysis.experienceyears);
  const yearsAt =
    years === null
      ? null
      : (lines.find((line) =>
          new RegExp(`(?<!\\d)${years}(?!\\d)\\s*(?:\\+\\s*)?(?:ans|années|years?|yrs)`, 'i').test(
            line.text,
          ),
        ) ?? findLineOf(lines, analysis.experienceyears));
  const contact = findOrderContact(lines);
  return placeInSections(lines, JD_HEADINGS, [
    foundField('title', findJobTitle(lines)),
    foundField('client', findClient(lines)),
    foundField('orderClientName', contact.name),
    foundField('orderClientEmail', contact.email),
    foundField('tjm', findDailyRate(lines)),
    termField(lines, 'startDate', 'startdate', analysis.startdate),
    termField(lines, 'duration', 'duration', analysis.duration),
    termField(lines, 'remoteDays', 'remotedays', analysis.remotedays),
    located(lines, 'location', analysis.location),
    located(lines, 'seniority', analysis.seniority),
    field('experienceYears', years, yearsAt),
    located(lines, 'company', analysis.company),
    located(lines, 'team', analysis.team),
    located(lines, 'projectName', analysis.projectname),
    located(lines, 'education', analysis.education),
    foundField('description', findDescription(lines)),
    locatedList(lines, 'requiredSkills', analysis.requiredskills),
    locatedList(lines, 'desiredSkills', analysis.desiredskills),
    locatedList(lines, 'softSkills', analysis.soft_skills),
    locatedList(lines, 'responsibilities', analysis.responsibilities),
  ]);
}
