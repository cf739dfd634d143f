/**
 * The positions one e-mail or call for tender asks for, each as its own text: the lines before
 * the first position (client, place, dates said once for all) follow each position's own lines,
 * so each reads as a whole job description with its title first. A text naming one position, or
 * none, stays whole.
 */
export function splitPositions(text: string): string[] {
  const lines = text.split('\n');
  const starts = lines.flatMap((line, index) => (isPositionHeading(line) ? [index] : []));
  if (starts.length < 2) return [text];
  const shared = lines.slice(0, starts[0]).filter((line) => !isCountingLine(line));
  return starts.map((start, index) => {
    const own = lines.slice(start, starts[index + 1] ?? lines.length);
    return [...own, '', ...shared].join('\n').trim();
  });
}

// "Poste 1 : Développeur Java", "Profil n°2 - Chef de projet", "Position 2: Data engineer",
// "1) Développeur React", "2. Architecte cloud", "Besoin 3 :".
const NUMBERED_HEADING =
  /^\s*(?:#+\s*)?(?:(?:poste|profil|position|besoin|lot|role|rôle|mission|job)\s*(?:n[°o]\s*)?\d{1,2}\b|\d{1,2}\s*[).]\s+(?=\p{Lu}))/iu;

function isPositionHeading(line: string): boolean {
  return NUMBERED_HEADING.test(line) && line.trim().length <= 120;
}

// "Nous recherchons 2 profils :", "We need two people:": announces the list, belongs to none (a
// sentence that also says where or when stays).
const COUNTING =
  /\b(?:\d+|deux|trois|quatre|two|three|four)\s+(?:profils?|postes?|positions?|consultants?|people|roles?|besoins?)\b/i;

function isCountingLine(line: string): boolean {
  return COUNTING.test(line) && /[:：]\s*$/.test(line);
}
