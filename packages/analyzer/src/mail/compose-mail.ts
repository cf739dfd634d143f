import { z } from 'zod';

export type TMailLanguage = 'fr' | 'en';

/** The need as a mail reads it; the server's mail job keeps it as its collect stage's snapshot. */
export const ZMailNeed = z.object({
  title: z.string(),
  client: z.string(),
  description: z.string().nullable(),
  seniority: z.string().nullable(),
  experienceYears: z.number().nullable(),
  location: z.string().nullable(),
  requiredSkills: z.array(z.string()),
  desiredSkills: z.array(z.string()),
  responsibilities: z.array(z.string()),
});
export type TMailNeed = z.infer<typeof ZMailNeed>;

/** A proposed candidate as a mail reads it; also the server's mail job snapshot. */
export const ZMailCandidate = z.object({
  name: z.string(),
  role: z.string().nullable(),
  experienceYears: z.string().nullable(),
  skills: z.array(z.string()),
  tjm: z.number(),
  availability: z.string(),
});
export type TMailCandidate = z.infer<typeof ZMailCandidate>;

const UNKNOWN = /^(non sp[ée]cifi[ée]e?|not specified|unknown)$/i;
const known = (v: string | null | undefined) =>
  v && v.trim() && !UNKNOWN.test(v.trim()) ? v.trim() : null;
const amount = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2));

/** The candidate's skills the need asks for first, then their others, five at most. */
export function keySkills(candidateSkills: string[], need: TMailNeed): string[] {
  const wanted = new Set(
    [...need.requiredSkills, ...need.desiredSkills].map((s) => s.toLowerCase()),
  );
  const first = candidateSkills.filter((s) => wanted.has(s.toLowerCase()));
  const rest = candidateSkills.filter((s) => !wanted.has(s.toLowerCase()));
  return [...first, ...rest].slice(0, 5);
}

const TEXT = {
  fr: {
    subject: (title: string) => `Objet : Proposition de profil pour votre besoin « ${title} »`,
    subjectMany: (title: string) => `Objet : Proposition de profils pour votre besoin « ${title} »`,
    hello: 'Bonjour,',
    intro: (title: string, client: string | null, n: number) =>
      `Suite à votre besoin « ${title} »${client ? ` (${client})` : ''}, nous avons le plaisir de vous proposer ${n === 1 ? 'le profil suivant' : `les ${n} profils suivants`} :`,
    experience: 'Expérience',
    skills: 'Compétences clés',
    tjm: (v: number) => `TJM : ${amount(v)} € HT / jour`,
    availability: 'Disponibilité',
    outro:
      'Vous trouverez les CV détaillés en pièce jointe. Nous restons à votre disposition pour organiser un entretien.',
    bye: 'Cordialement,',
    needSubject: (title: string) => `Objet : Opportunité de mission – ${title}`,
    needIntro: (title: string) =>
      `Nous recherchons actuellement un consultant pour une mission « ${title} ».`,
    location: 'Lieu',
    seniority: 'Séniorité',
    years: (n: number) => `Expérience demandée : ${n} an${n > 1 ? 's' : ''} minimum`,
    required: 'Compétences requises',
    desired: 'Compétences appréciées',
    responsibilities: 'Missions principales',
    context: 'Contexte',
    needOutro:
      'Si cette opportunité vous intéresse, merci de nous faire parvenir votre CV à jour ainsi que vos disponibilités et votre TJM.',
  },
  en: {
    subject: (title: string) => `Subject: Candidate proposal for your "${title}" position`,
    subjectMany: (title: string) => `Subject: Candidate proposals for your "${title}" position`,
    hello: 'Hello,',
    intro: (title: string, client: string | null, n: number) =>
      `Following your "${title}" request${client ? ` (${client})` : ''}, we are pleased to present ${n === 1 ? 'the following candidate' : `the following ${n} candidates`}:`,
    experience: 'Experience',
    skills: 'Key skills',
    tjm: (v: number) => `Daily rate: €${amount(v)} excl. VAT per day`,
    availability: 'Availability',
    outro:
      'Their detailed CVs are attached. We would be happy to arrange interviews at your convenience.',
    bye: 'Best regards,',
    needSubject: (title: string) => `Subject: Assignment opportunity – ${title}`,
    needIntro: (title: string) =>
      `We are currently looking for a consultant for a "${title}" assignment.`,
    location: 'Location',
    seniority: 'Seniority',
    years: (n: number) => `Experience required: at least ${n} year${n > 1 ? 's' : ''}`,
    required: 'Required skills',
    desired: 'Nice-to-have skills',
    responsibilities: 'Main responsibilities',
    context: 'Context',
    needOutro:
      'If this opportunity interests you, please send us your up-to-date CV together with your availability and daily rate.',
  },
} as const;

/** The e-mail that presents candidates to the client, each with their daily rate and availability. */
export function composeCandidatesMail(input: {
  language: TMailLanguage;
  need: TMailNeed;
  candidates: TMailCandidate[];
  senderName: string;
}): string {
  const t = TEXT[input.language];
  const { need, candidates } = input;
  const colon = input.language === 'fr' ? ' :' : ':';
  const client = known(need.client) && need.client !== 'Unknown client' ? need.client : null;
  const lines: string[] = [
    candidates.length === 1 ? t.subject(need.title) : t.subjectMany(need.title),
    '',
    t.hello,
    '',
    t.intro(need.title, client, candidates.length),
    '',
  ];
  candidates.forEach((c, index) => {
    const role = known(c.role);
    lines.push(`${index + 1}. ${c.name}${role ? ` – ${role}` : ''}`);
    const years = known(c.experienceYears);
    if (years) lines.push(`   ${t.experience}${colon} ${years}`);
    const skills = keySkills(c.skills, need);
    if (skills.length) lines.push(`   ${t.skills}${colon} ${skills.join(', ')}`);
    lines.push(`   ${t.tjm(c.tjm)}`);
    lines.push(`   ${t.availability}${colon} ${c.availability}`);
    lines.push('');
  });
  lines.push(t.outro, '', t.bye, input.senderName);
  return lines.join('\n');
}

/** The e-mail that describes a need to prospective consultants (no client name, no budget). */
export function composeNeedMail(input: {
  language: TMailLanguage;
  need: TMailNeed;
  senderName: string;
}): string {
  const t = TEXT[input.language];
  const { need } = input;
  const colon = input.language === 'fr' ? ' :' : ':';
  const lines: string[] = [t.needSubject(need.title), '', t.hello, '', t.needIntro(need.title), ''];
  const location = known(need.location);
  if (location) lines.push(`${t.location}${colon} ${location}`);
  const seniority = known(need.seniority);
  if (seniority) lines.push(`${t.seniority}${colon} ${seniority}`);
  if (need.experienceYears) lines.push(t.years(need.experienceYears));
  if (need.requiredSkills.length)
    lines.push(`${t.required}${colon} ${need.requiredSkills.join(', ')}`);
  if (need.desiredSkills.length)
    lines.push(`${t.desired}${colon} ${need.desiredSkills.join(', ')}`);
  if (need.responsibilities.length) {
    lines.push('', `${t.responsibilities}${colon}`);
    for (const r of need.responsibilities.slice(0, 8)) lines.push(`- ${r}`);
  } else if (known(need.description)) {
    lines.push('', `${t.context}${colon}`, need.description!.trim().slice(0, 800));
  }
  lines.push('', t.needOutro, '', t.bye, input.senderName);
  return lines.join('\n');
}

/** A candidate sent to the client, waiting for an answer. */
export type TFollowUpMailCandidate = { name: string; role: string | null };

const FOLLOW_UP_TEXT = {
  fr: {
    subject: (name: string, title: string) =>
      `Objet : Relance – ${name} pour votre besoin « ${title} »`,
    intro: (name: string, role: string | null, title: string, sent: string) =>
      `Je me permets de revenir vers vous au sujet du profil de ${name}${role ? ` (${role})` : ''}, que nous vous avons transmis le ${sent} pour votre besoin « ${title} ».`,
    ask: 'Avez-vous pu en prendre connaissance ? Nous serions ravis d’organiser un entretien ou de répondre à vos questions.',
    still: 'Le consultant est toujours intéressé par la mission.',
    bye: 'Cordialement,',
  },
  en: {
    subject: (name: string, title: string) =>
      `Subject: Follow-up – ${name} for your "${title}" position`,
    intro: (name: string, role: string | null, title: string, sent: string) =>
      `I am following up on the profile of ${name}${role ? ` (${role})` : ''}, which we sent you on ${sent} for your "${title}" position.`,
    ask: 'Have you had a chance to review it? We would be happy to arrange an interview or answer any questions.',
    still: 'The consultant is still interested in the assignment.',
    bye: 'Best regards,',
  },
} as const;

/** A date as the mail writes it: 12/03/2026 in French, 12 March 2026 in English. */
export function mailDate(iso: string, language: TMailLanguage): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return language === 'fr'
    ? d.toLocaleDateString('fr-FR', { timeZone: 'UTC' })
    : d.toLocaleDateString('en-GB', {
        timeZone: 'UTC',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      });
}

/** The e-mail that follows up on a candidate sent to the client with no answer. */
export function composeFollowUpMail(input: {
  language: TMailLanguage;
  need: TMailNeed;
  candidate: TFollowUpMailCandidate;
  sentAt: string;
  senderName: string;
}): string {
  const t = FOLLOW_UP_TEXT[input.language];
  const { need, candidate } = input;
  return [
    t.subject(candidate.name, need.title),
    '',
    TEXT[input.language].hello,
    '',
    t.intro(
      candidate.name,
      known(candidate.role),
      need.title,
      mailDate(input.sentAt, input.language),
    ),
    '',
    t.ask,
    t.still,
    '',
    t.bye,
    input.senderName,
  ].join('\n');
}
