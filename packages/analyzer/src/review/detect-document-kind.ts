import type { TDetectedKind } from '@staffing/domain';
import { findDateRanges } from '../local/date-ranges.ts';

/**
 * Whether a text reads as a CV or as a job description, from the words each kind of document is
 * made of: a CV gives a person's contact lines, their experience with its dates, their education,
 * in the first person; a job description announces a post, its missions and the profile it looks
 * for, addressing the reader ("vous", "you") in the voice of a company ("nous", "we"). Built and
 * checked on the real CVs and job postings of ../shared/data (detect-document-kind.test.ts).
 * Works on flattened text too (DOCX text boxes come out as one long line).
 */

type TSignal = readonly [weight: number, pattern: RegExp, cap?: number];

// Each signal counts its matches, up to its cap (1 when none is given), times its weight.
const CV_SIGNALS: readonly TSignal[] = [
  [
    3,
    /exp[ée]riences?\s+professionnelles?|parcours professionnel|(?:work|working|professional|employment|career)\s+(?:experience|history)|employment history/i,
  ],
  [2, /\b(?:curriculum vitae|r[ée]sum[ée] of|resume of)\b|(?:^|\s)(?:Resume|RESUME|CV)(?:\s|$)/],
  // Section headings of a CV, in capitals anywhere, or capitalised before a colon, a line
  // break, a date or the next capitalised word (flattened text boxes).
  [
    1,
    /\b(?:FORMATIONS?|[ÉE]TUDES|DIPL[ÔO]MES|EDUCATION|ACADEMIC|SKILLS|COMP[ÉE]TENCES|LANGUES|LANGUAGES|CERTIFICATIONS?|HOBBIES|LOISIRS|INTERESTS|SUMMARY|SYNOPSIS|OBJECTIVE|ACHIEVEMENTS|ACCOMPLISHMENTS|PROJECTS|PROJETS|EXPERIENCE|EXP[ÉE]RIENCES?)\b|(?:^|\n|\s)(?:Formations?|[ÉE]tudes|Dipl[ôo]mes|Education|Academic|Skills|Comp[ée]tences|Langues|Languages|Certifications?|Hobbies|Loisirs|Centres d['’]int[ée]r[êe]t|Interests|Summary|Synopsis|Objective|Achievements|Accomplishments|Projects|Projets|Experience|Exp[ée]riences?)(?=\s*[:：]|\s*\n|\s*$|\s*\d|[A-Z]|\s+[A-Z])/,
    5,
  ],
  // Labels of a person's contact lines.
  [
    1,
    /\b(?:Mobile|Cell|Phone|T[ée]l[ée]phone|T[ée]l|E-?mail|Courriel|Address|Adresse|Residence|LinkedIn|GitHub)\s*[:：]/,
    3,
  ],
  [
    2,
    /\b(?:date of birth|birth ?(?:date|year)|date de naissance|n[ée]e? le \d|marital status|situation familiale|nationalit[ée]|nationality|permis b|driving licen[cs]e|personal (?:details|information|profile)|informations personnelles)\b/i,
  ],
  [2, /\b(?:email me on indeed|linkedin\.com\/in\/)/i],
  // What a person did, in the past tense ("Developed", "Managed", "J'ai conçu").
  [
    1,
    /(?:^|[\n.;•:-]\s*|\s)(?:Developed|Designed|Implemented|Worked|Managed|Created|Built|Led|Participated|Involved in|Responsible for|Handled|Maintained|Achieved|Conducted|Coordinated|Prepared|R[ée]alis[ée]|Conçu|D[ée]velopp[ée]|Particip[ée]|Mis en place)\b/,
    4,
  ],
  // Where the person studied ("Bachelor of Engineering ... University").
  [
    1,
    /\b(?:University|Université|Universit[ée]|College|Institute|[ÉE]cole|IUT|B\.?\s?Tech|B\.E\.|M\.?\s?Tech|Bachelor of|Master of|Licence|Master \d|Mast[eè]re)\b/,
    2,
  ],
  // First person: "I", "my", "je", "j'ai", "mon", "mes".
  [1, /(?:^|[\s.,;])(?:I|I['’](?:m|ve)|[Jj]['’]ai|[Jj]e|[Mm]on|[Mm]es|[Mm]y)\s/, 3],
  [
    2,
    /\b(?:seeking (?:a|an|challenging) |looking for a (?:full[ -]time |part[ -]time )?(?:position|job|role)|à la recherche d['’]un (?:poste|emploi|cdi|stage))/i,
  ],
];

const JD_SIGNALS: readonly TSignal[] = [
  [
    3,
    /\b(?:fiche de poste|offre d['’]emploi|job (?:offer|posting|type)|description (?:du|de) poste|intitul[ée] du poste|date posted)\b/i,
  ],
  [1, /\bjob description\b/i],
  // Headings of a posting.
  [
    2,
    /(?:^|\n)\s*(?:vos missions|missions?(?: principales?)?|profil recherch[ée]|le profil|votre profil|(?:key |main )?responsibilities|requirements|qualifications requises|what (?:we offer|you(?:['’]ll| will) do|you (?:need|bring))|(?:job )?benefits|avantages|nice to have|must[- ]haves?|your (?:profile|role|mission|tasks))\s*[:：]?\s*(?:\n|$)|\b(?:Profil recherch[ée]|Vos missions|Requirements|REQUIREMENTS|Responsibilities|RESPONSIBILITIES|What we offer|Nice to have|Benefits)\s*[:：]/,
    3,
  ],
  // The voice of a company looking for someone.
  [
    2,
    /\b(?:nous recherchons|nous recrutons|recrute\b|we are (?:looking|hiring|seeking)|we['’]re (?:looking|hiring|seeking)|is (?:looking|hiring|seeking) (?:for )?(?:a|an)|join (?:our|the|us)|rejoindre|rejoignez|the (?:successful|ideal) candidate|le candidat id[ée]al|vous (?:serez|aurez|ferez|int[ée]grerez|rejoindrez|participerez|interviendrez)|you (?:will|would|should|must|have|are|bring|can)|you['’]ll|what we offer|we offer|nous offrons|nous proposons|apply\b|postuler|equal opportunity|without regard to)/i,
    4,
  ],
  [
    3,
    /\b(?:TJM|taux journalier|tarif journalier|daily rate|salaire|salary|r[ée]mun[ée]ration|CDI|CDD|full[- ]time|part[- ]time|temps plein|m\/f\/d|h\/f|f\/h)\b/i,
  ],
  [
    2,
    /\b(?:comp[ée]tences (?:requises|attendues|souhait[ée]es)|required (?:skills|qualifications|experience)|preferred qualifications|(?:minimum|basic) qualifications|skills (?:&|and) requirements)\b/i,
  ],
  [
    1,
    /(?:^|\n)\s*(?:poste|position|role|lieu|location|localisation|d[ée]marrage|start date|dur[ée]e|experience level|company (?:size|type|description)|industry)\s*[:：]/i,
    3,
  ],
  // Addressing the reader: "you", "your", "vous", "votre", "vos".
  [1, /\b(?:you|your|vous|votre|vos)\b/i, 3],
  [
    2,
    /\b(?:(?:are|is) looking for|(?:are|is) wanted|applicants?|(?:your|the|successful|send (?:your|an)) application|deadline|this position|the position|the job (?:is|will)|working hours|working place|workingtime|freelance(?:job)?|candidature|poste (?:est )?[àa] pourvoir)\b/i,
    2,
  ],
];

function score(text: string, signals: readonly TSignal[]): number {
  let total = 0;
  for (const [weight, pattern, cap = 1] of signals) {
    const global = new RegExp(
      pattern.source,
      pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`,
    );
    // Distinct wordings: a CV repeating "Responsibilities:" under each job counts it once.
    const found = new Set([...text.matchAll(global)].map((m) => m[0].trim().toLowerCase()));
    const count = Math.min(cap, found.size);
    total += weight * count;
  }
  return total;
}

export interface TDocumentKindScores {
  cv: number;
  jd: number;
}

export function scoreDocumentKind(text: string): TDocumentKindScores {
  let cv = score(text, CV_SIGNALS);
  // Jobs held, each with its dates ("2016 - Present", "janvier 2020 - aujourd'hui"): a CV lists
  // several; a posting hardly ever one.
  const ranges = findDateRanges(text).length;
  cv += ranges >= 2 ? 3 + Math.min(3, ranges - 2) : 0;
  // The years of a career and of studies ("2012 2015", "20072013"): a posting names one or two.
  const years = new Set(
    [
      ...text.matchAll(
        /(?<!\d)(19[5-9]\d|20[0-3]\d)(?!\d)|(?<!\d)(19[5-9]\d|20[0-3]\d)(?=(?:19[5-9]\d|20[0-3]\d)(?!\d))/g,
      ),
    ].map((m) => m[1] ?? m[2]),
  );
  for (const glued of text.matchAll(/(?<!\d)(?:19[5-9]\d|20[0-3]\d)(19[5-9]\d|20[0-3]\d)(?!\d)/g))
    years.add(glued[1]);
  cv += years.size >= 5 ? 3 : years.size >= 3 ? 2 : 0;
  // A person's e-mail and phone number near the top.
  const head = text.slice(0, 600);
  if (/[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/u.test(head)) cv += 1;
  if (/(?:\+\d{1,3}[\s.-]?\d|\b0\d(?:[\s.-]?\d{2}){4}\b|\(\d{3}\)\s?\d{3})/.test(head)) cv += 1;
  return { cv, jd: score(text, JD_SIGNALS) };
}

/** 'cv', 'jd', or 'unknown' when neither kind clearly wins (or the text is too short to tell). */
export function detectDocumentKind(text: string): TDetectedKind {
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  if (letters < 40) return 'unknown';
  const { cv, jd } = scoreDocumentKind(text);
  if (cv >= jd + 2 && cv >= 2) return 'cv';
  if (jd >= cv + 2 && jd >= 2) return 'jd';
  return 'unknown';
}
