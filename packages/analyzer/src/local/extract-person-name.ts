import { normalizeSkillKey } from '../vocabulary/normalize-skill-key.ts';
import { getSkillVocabulary } from '../vocabulary/skills-vocabulary.ts';
import { isFrenchCity } from './french-cities.ts';
import { isNameStopWord } from './name-stop-words.ts';
import { ROLE_WORDS } from './role-words.ts';
import { stripBullet } from './split-sections.ts';

const NOT_A_NAME =
  /\b(curriculum|vitae|resume|résumé|cv|profil|profile|summary|contacts?|email|e-mail|phone|tél|tel|address|adresse|engineer|ing[ée]nieur|developer|d[ée]veloppeur|consultant|manager|analyst|analyste|architect|architecte|chef|lead|senior|junior|intern|stagiaire|experience|exp[ée]rience|skills|comp[ée]tences|formation|education|objective|linkedin|github|indeed|http|www|qualifications?|educational|student|seeking|internship|room|road|street|avenue|apartments?|drive|lane|mobile|cell|template|example|rue|chemin|boulevard|career|highlights|personal|details|particulars|sample|applicant|assistant|university|universit[ée]|college|school|[ée]cole|institute|references|information|informations|birth|naissance|marital|status|position|poste|company|soci[ée]t[ée]|dear|sir|madam|page|date|x{3,}|inc|ltd|llc|pvt|corp|the|at|and|for|of|joined|sales|marketing|international|business|services|solutions|technologies|software|firmware|hardware|systems|group|global|department|office|cent(?:er|re)|representative|mail)\b/i;
const NAME_WORD =
  /^(?:\p{Lu}[\p{L}'’.-]*|\p{Lu}{2,}|(?:de|du|des|van|von|der|da|di|le|la|bin|el|al)\.?)$/u;

function cleanCandidate(line: string): string {
  return (
    stripBullet(line)
      // Redaction placeholders ("Cassin XXXX") and a trailing initial glued on ("Muthu.V").
      .replace(/\s+X{3,}\b.*$/, '')
      .replace(/^(\p{Lu}[\p{L}'’-]+)\.\p{Lu}\.?(?=\s|$)/u, '$1')
      .replace(/^(nom|name|full name|nom complet|pr[ée]nom et nom)\s*[:：]\s*/i, '')
      .replace(/^(resume|cv|curriculum vitae)\s+(?:(of|de)\s+)?(?=\p{Lu})/iu, '')
      .split(/\s+[|–—-]\s+|\t|,\s|\.\s|\s+(?=\d)/)[0]!
      .replace(/[,;]+$/, '')
      .trim()
  );
}

// "Allen Neal King ESB Integration Developer": a name of two to four words followed by a job title.
function namePrefix(candidate: string): string | null {
  const words = candidate.split(/\s+/);
  for (let size = Math.min(4, words.length - 1); size >= 2; size--) {
    const prefix = words.slice(0, size).join(' ');
    const rest = words.slice(size).join(' ');
    // "Allen Neal King ESB ...": an acronym after a mixed-case name belongs to the title.
    const last = words[size - 1] ?? '';
    if (last === last.toUpperCase() && words[0] !== words[0]?.toUpperCase()) continue;
    // "Skilled Java and Web Developer": a skill before the title belongs to the title.
    if (words.slice(0, size).some(isHardSkill)) continue;
    if (ROLE_WORDS.test(rest) && !ROLE_WORDS.test(prefix) && isPersonName(prefix)) return prefix;
  }
  return null;
}

function isPersonName(candidate: string): boolean {
  if (!candidate || /[\d@/\\()]/.test(candidate) || NOT_A_NAME.test(candidate)) return false;
  const words = candidate.split(/\s+/);
  if (words.length < 2 || words.length > 5) return false;
  return (
    words.every((word) => NAME_WORD.test(word) && !isGluedWord(word) && !isNameStopWord(word)) &&
    words.filter((word) => /^\p{Lu}/u.test(word)).length >= 2 &&
    // "C O N T A C T  M E": a letter-spaced heading is initials only; a name has two real words.
    words.filter((word) => /\p{L}{2}/u.test(word)).length >= 2 &&
    !isFrenchCity(candidate) &&
    !isSkillList(words)
  );
}

// Text boxes run together in some documents ("LEADExperience", "EXPIRIENCEExperienced"): a word
// where a run of capitals meets a lower-case letter is two words glued, never part of a name
// ("McDonald" and "VonRueden" have single capitals).
function isGluedWord(word: string): boolean {
  return /\p{Lu}{2,}\p{Ll}/u.test(word) || GLUED_TITLE.test(word);
}

// "Engineerdescription": a job title glued to the next word.
const GLUED_TITLE =
  /^(?:engineer|developer|programmer|analyst|consultant|architect|manager|designer|administrator)\p{L}/iu;

// "Python SQL", "Embedded Linux": a line of technologies under a "Tools" heading, not a person.
// Two words known as skills, or the whole line read as one, make it a skill list.
function isSkillList(words: string[]): boolean {
  if (isHardSkill(words.join(' '))) return true;
  return words.filter((word) => isHardSkill(word)).length >= 2;
}

function isHardSkill(text: string): boolean {
  const rule = getSkillVocabulary().lookup(normalizeSkillKey(text));
  return !!rule && rule.skill.category === 'hard' && rule.mode !== 'listOnly';
}

// "Clayton VIC 3204", "Morris Plains, NJ 07950": a place followed by its postcode, not a name.
function isFollowedByPostcode(line: string, candidate: string): boolean {
  const at = line.indexOf(candidate);
  if (at < 0) return false;
  return /^\s*,?\s*(?:\p{Lu}{2,3}\s+)?\d{4,6}\b/u.test(line.slice(at + candidate.length));
}

// "Beer Sheva, Israel", "Le Mans, France": a town followed by its country. ("Mei Schuppe,
// Telangana" keeps its name: a region follows names in some anonymised CVs.)
const COUNTRY_NAMES = String.raw`israel|india|france|usa|u\.s\.a\.?|united states|uk|united kingdom|england|germany|allemagne|russia|russie|canada|belgium|belgique|switzerland|suisse|spain|espagne|italy|italie|morocco|maroc|tunisia|tunisie|algeria|alg[ée]rie|luxembourg|netherlands|pays-bas|portugal|poland|pologne|ukraine|romania|roumanie|china|chine|japan|japon|australia|australie|singapore|singapour|ireland|irlande`;
const COUNTRY = new RegExp(String.raw`^\s*,\s*(?:${COUNTRY_NAMES})\b`, 'i');
const IS_COUNTRY = new RegExp(String.raw`^(?:${COUNTRY_NAMES})$`, 'i');

function isFollowedByCountry(line: string, candidate: string): boolean {
  const at = line.indexOf(candidate);
  return at >= 0 && COUNTRY.test(line.slice(at + candidate.length));
}

const CONTACT = /@|\d{3}|\b(mobile|phone|cell|e-?mail|t[ée]l|tel|address|adresse)\b/i;

// "Kunze", "Halvorson": a single capitalised word opening the document, followed by contact
// details or a job title, is taken for the name (CVs anonymised or written with the surname only).
function singleWordName(lines: string[]): string | null {
  const line = lines[0] ?? '';
  const [first = '', ...others] = cleanCandidate(line).split(/\s+/);
  if (!/^\p{Lu}[\p{Ll}'’-]{2,}$|^\p{Lu}{3,}$/u.test(first) || NOT_A_NAME.test(first)) return null;
  if (isNameStopWord(first)) return null;
  // "Haifa, Israel", "Lyon": a town heading the contact details is no surname.
  if (isFollowedByCountry(line, first) || isFrenchCity(first) || IS_COUNTRY.test(first))
    return null;
  // "Full-time", "Front-end": a hyphenated name has capitals on both sides ("Jean-Pierre").
  if (/-\P{Lu}/u.test(first) || ROLE_WORDS.test(first)) return null;
  // "Java Developer", "Full Stack Developer": a line opening with a skill is a job title.
  const vocabulary = getSkillVocabulary();
  for (let size = 1; size <= Math.min(3, others.length + 1); size++)
    if (vocabulary.lookup(normalizeSkillKey([first, ...others].slice(0, size).join(' '))))
      return null;
  const rest = line.slice(line.indexOf(first) + first.length).trim();
  // "Peperfeld 55": a street and its number.
  if (/^\d/.test(rest)) return null;
  // "Bernier Software-Firmware Engineer": the word before a job title.
  // "Art Editor ...", "Sales Manager": a word right before the title word is part of the title.
  if (others.length > 0)
    return ROLE_WORDS.test(others.slice(0, 4).join(' ')) && !ROLE_WORDS.test(others[0] ?? '')
      ? first
      : null;
  const next = lines.slice(1, 3).join(' ');
  return CONTACT.test(next) || ROLE_WORDS.test(lines[1] ?? '') ? first : null;
}

// CVs put the name on one of the first lines, often in capitals ("DUPONT Jean"); explicit
// "Nom : ..." lines win.
export function extractPersonName(text: string): string | null {
  // Text pulled from some PDFs keeps a whole header on one line with wide gaps between its
  // parts ("Curriculum Vitae  Renay Bailey  HOME ADDRESS"): gaps split it like line breaks.
  const lines = text
    .split(/\n|\t|\s{2,}/)
    .map((line) =>
      line
        .trim()
        .replace(/^["'“”]+|["'“”.]+$/g, '')
        .trim(),
    )
    .filter(Boolean);
  const labelled = lines.find((line) => /^(nom|name|full name)\s*[:：]/i.test(line));
  if (labelled && isPersonName(cleanCandidate(labelled)))
    return formatName(cleanCandidate(labelled));
  const nameIn = (line: string): string | null => {
    const candidate = cleanCandidate(line);
    if (isPersonName(candidate))
      return isFollowedByPostcode(line, candidate) || isFollowedByCountry(line, candidate)
        ? null
        : candidate;
    return namePrefix(candidate);
  };
  for (const line of lines.slice(0, 12)) {
    const found = nameIn(line);
    if (found) return formatName(found);
  }
  const single = singleWordName(lines);
  if (single) return formatName(single);
  // Some CVs open with a summary and give the name with the contact details further down: look
  // at the few lines just before the e-mail address.
  const emailAt = lines.findIndex((line, index) => index >= 12 && /@[\w-]+\.\w/.test(line));
  for (const line of lines.slice(Math.max(12, emailAt - 5), Math.max(12, emailAt))) {
    const found = nameIn(line);
    if (found) return formatName(found);
  }
  return null;
}

// "DUPONT Jean" and "JEAN DUPONT" read as "Jean Dupont" in the product; mixed case is kept.
function formatName(name: string): string {
  let words = name.split(/\s+/);
  if (words.every((word) => word !== word.toUpperCase())) return name;
  const isCapitals = (word: string) => word.length > 1 && word === word.toUpperCase();
  // French CVs often write the family name first, in capitals: put the given name first.
  if (isCapitals(words[0] ?? '') && words.some((word) => !isCapitals(word))) {
    words = [...words.filter((word) => !isCapitals(word)), ...words.filter(isCapitals)];
  }
  return words
    .map((word) =>
      word === word.toUpperCase() && word.length > 1
        ? word.charAt(0) + word.slice(1).toLowerCase()
        : word,
    )
    .map((word) =>
      word.replace(
        /([-'’])(\p{Ll})/gu,
        (_, mark: string, letter: string) => mark + letter.toUpperCase(),
      ),
    )
    .join(' ');
}

/** Three capital letters: first name initial and the first two letters of the last name. */
export function deriveTrigramme(name: string | null): string | null {
  if (!name) return null;
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z\s-]/g, '')
    .split(/[\s-]+/)
    .filter(Boolean);
  const first = words[0];
  const last = words[words.length - 1];
  if (!first || !last || words.length < 2) return null;
  return (first.charAt(0) + last.slice(0, 2)).toUpperCase().slice(0, 3);
}
