import { normalizeSkillKey } from './normalize-skill-key.ts';
import { getSkillVocabulary, type Skill, type SkillVocabulary } from './skills-vocabulary.ts';

export interface SkillMention {
  skill: Skill;
  start: number;
  end: number;
  surface: string;
}

interface Token {
  text: string;
  key: string;
  start: number;
  end: number;
}

// Words with inner dots, pluses and hashes stay whole (Node.js, ASP.NET, C++, C#, .NET); a slash is
// a token of its own so "CI/CD" and "Java/J2EE" both work.
const TOKEN = /\.?[\p{L}\p{N}](?:[\p{L}\p{N}+#]|\.(?=[\p{L}\p{N}]))*|\//gu;
const LIST_BEFORE = /(?:^|[,;:|/(•·*\-–—+&\n\t])\s*$|(?:^|\s)(?:and|et|or|ou)\s+$/i;
const LIST_AFTER = /^\s*(?:$|[,;|/)\n\t•·]|(?:and|et|or|ou)\s)/i;
// A generic field names a list it heads: "Databases: Oracle, MySQL".
const LIST_HEAD_AFTER = /^\s*[:：]/;
const MAX_LIST_CONTEXT = 8;

// Web addresses and e-mail addresses name no skill ("https://", "www.java-forum.org").
const ADDRESS = /\b(?:https?:\/\/|www\.)\S+|[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/giu;
// An ordinary-word alias followed by a function word is prose: "Less than 1 year", "Go to".
const PROSE_AFTER =
  /^ (?:than|to|the|a|an|of|in|on|at|for|with|you|your|our|my|it|up|out|by|from|as|into|through|this|that|more)\b/i;

// A field named before an organisational noun or a job title is part of a name, not a skill:
// "Engineering department", "Full Stack Developer", "personal development", "Learning &
// Development resources".
const FIELD_AS_MODIFIER_AFTER =
  /^[ -]?(?:department|team|teams|culture|budget|program|programme|resources|center|centre|group|unit|division|office|developers?|engineers?|position|role|d[ée]veloppeu(?:r|se)s?|ing[ée]nieure?s?|[ée]quipe)\b/i;
const FIELD_AS_MODIFIER_BEFORE =
  /\b(?:personal|professional|people|career|skills?|learning (?:&|and))\s+$/i;
const FIELDS = new Set(['Full stack', 'Back end', 'Front end']);

// With strictFields, a field also names no skill before a person's title or a body of people
// ("Technical Support Engineer", "customer service professionals", "Research Councils").
const FIELD_BEFORE_PEOPLE =
  /^[ -]?(?:engineers?|executives?|professionals?|specialists?|analysts?|managers?|consultants?|associates?|representatives?|officers?|assistants?|coordinators?|technicians?|leads?|councils?|firms?|companies|company|agency|agencies|organi[sz]ations?|institutes?|d[ée]partement|service|consultante?s?|responsables?|charg[ée]e?s?)\b/i;

// "Ingénieure support technique", "Head of research": in French and in "X of" titles the field
// follows the person's title.
const TITLE_BEFORE_FIELD =
  /\b(?:ing[ée]nieure?|technicien(?:ne)?|responsable|charg[ée]e? d[eu'’]|consultante?|chef(?:fe)? de|d[ée]veloppeu(?:r|se)|analyste|head of|director of|manager of)\s*$/i;

export interface FindSkillOptions {
  /** The text is a skills list or section: every alias counts as listed. */
  inSkillsList?: boolean;
  /**
   * Generic fields ("Operating systems", "Technical support") count only as skills of their own:
   * not as the head of a list ("Operating systems: Windows, Linux" names a category) nor as part
   * of a title or an organisation's name. CVs use it; job postings ask for fields by name.
   */
  strictFields?: boolean;
  /**
   * The text tells what the person did (experience, education, projects): a common-noun field
   * written in lower case there describes a task ("handled customer service and payroll"), it is
   * not a skill the person names. Only capitalised or proper names count as hard skills.
   */
  inNarrative?: boolean;
}

// A common noun rather than a proper name: "Research", "Customer service" (not "Java", "SQL Server").
const COMMON_NOUN_NAME = /^\p{Lu}?\p{Ll}+(?:[ /&-]+\p{Ll}+)*$/u;

function isDescribedTask(skill: Skill, surface: string): boolean {
  return skill.category === 'hard' && COMMON_NOUN_NAME.test(skill.name) && !/\p{Lu}/u.test(surface);
}

// A field is a generic name in sentence case ("Technical support", "Programming languages") or an
// alias that counts only in lists; tools and languages are proper names ("Java", "Oracle Database").
function isGenericField(mode: string, skillName: string): boolean {
  return mode === 'listed' || /^\p{Lu}?\p{Ll}+(?:[ /&-]+\p{Ll}+)+$/u.test(skillName);
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const start = match.index;
    tokens.push({
      text: match[0],
      key: normalizeSkillKey(match[0]),
      start,
      end: start + match[0].length,
    });
  }
  return tokens;
}

function withoutAddresses(text: string, tokens: Token[]): Token[] {
  const ranges = [...text.matchAll(ADDRESS)].map((match) => [
    match.index,
    match.index + match[0].length,
  ]);
  if (ranges.length === 0) return tokens;
  return tokens.filter(
    (token) => !ranges.some(([start = 0, end = 0]) => token.start >= start && token.start < end),
  );
}

function isListed(text: string, start: number, end: number): boolean {
  const before = text.slice(Math.max(0, start - MAX_LIST_CONTEXT), start);
  const after = text.slice(end, end + MAX_LIST_CONTEXT);
  return (
    (start < MAX_LIST_CONTEXT
      ? LIST_BEFORE.test(text.slice(0, start))
      : LIST_BEFORE.test(before)) && LIST_AFTER.test(after)
  );
}

function startsWithCapital(surface: string): boolean {
  return /^\P{L}*\p{Lu}/u.test(surface);
}

// Short acronyms must be all capitals ("AI", "UI", "CI"), since "ai" and "ci" are French words.
function isCapitalised(surface: string): boolean {
  const letters = surface.replace(/[^\p{L}]/gu, '');
  if (letters.length <= 3) return letters.length > 0 && letters === letters.toUpperCase();
  return startsWithCapital(surface);
}

function isAccepted(
  text: string,
  surface: string,
  start: number,
  end: number,
  mode: string,
  inSkillsList: boolean,
  skillName: string,
): boolean {
  if (mode === 'listed' || FIELDS.has(skillName)) {
    if (FIELD_AS_MODIFIER_AFTER.test(text.slice(end, end + 16))) return false;
    if (FIELD_AS_MODIFIER_BEFORE.test(text.slice(Math.max(0, start - 20), start))) return false;
  }
  if (mode === 'free') return true;
  if (mode === 'listOnly' && PROSE_AFTER.test(text.slice(end, end + 12))) return false;
  const listed = inSkillsList || isListed(text, start, end);
  if (mode === 'listOnly') return startsWithCapital(surface) && listed;
  if (mode === 'listed')
    return listed || (isListedBefore(text, start) && LIST_HEAD_AFTER.test(text.slice(end)));
  return isCapitalised(surface) || listed;
}

// "Programming Languages XML, C++ and Core Java": a table row whose first cell names the category
// of the list in the next cell.
function isRowLabel(text: string, start: number, end: number): boolean {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const lineEnd = text.indexOf('\n', end);
  const rest = text.slice(end, lineEnd < 0 ? undefined : lineEnd);
  return (
    /^[\s•·▪*-]*$/.test(text.slice(lineStart, start)) &&
    /^\s+\S/.test(rest) &&
    !/^\s*(?:[,;/&]|and\b|et\b)/i.test(rest) &&
    /[,;|]/.test(rest)
  );
}

// A field that labels a list or is part of a title or an organisation's name (strictFields).
function isFieldInName(text: string, start: number, end: number): boolean {
  const after = text.slice(end, end + 24);
  return (
    LIST_HEAD_AFTER.test(after) ||
    FIELD_BEFORE_PEOPLE.test(after) ||
    FIELD_AS_MODIFIER_AFTER.test(after) ||
    TITLE_BEFORE_FIELD.test(text.slice(Math.max(0, start - 24), start)) ||
    isRowLabel(text, start, end)
  );
}

function isListedBefore(text: string, start: number): boolean {
  return LIST_BEFORE.test(text.slice(Math.max(0, start - MAX_LIST_CONTEXT), start));
}

// Words of a multi-word alias must sit on one line, separated by spaces, hyphens or an apostrophe.
function isJoinable(text: string, left: Token, right: Token): boolean {
  return /^[ \-_'’]{0,2}$/.test(text.slice(left.end, right.start));
}

/** Finds every vocabulary skill in the text, longest alias first, left to right. */
export function findSkillMentions(
  text: string,
  vocabulary: SkillVocabulary = getSkillVocabulary(),
  options: FindSkillOptions = {},
): SkillMention[] {
  const tokens = withoutAddresses(text, tokenize(text));
  const mentions: SkillMention[] = [];
  // Capitalised names held back for want of a list around them ("J2EE Spring ORM Kafka").
  const pending: SkillMention[] = [];
  let index = 0;
  while (index < tokens.length) {
    let matched = 0;
    let heldBack: SkillMention | null = null;
    for (
      let size = Math.min(vocabulary.maxAliasWords, tokens.length - index);
      size >= 1 && !matched;
      size--
    ) {
      const slice = tokens.slice(index, index + size);
      if (slice.some((token, i) => i > 0 && !isJoinable(text, slice[i - 1] as Token, token)))
        continue;
      const rule = vocabulary.lookup(slice.map((token) => token.key).join(' '));
      if (!rule) continue;
      const first = slice[0] as Token;
      const last = slice[slice.length - 1] as Token;
      const surface = text.slice(first.start, last.end);
      const mention = { skill: rule.skill, start: first.start, end: last.end, surface };
      const accepted = isAccepted(
        text,
        surface,
        first.start,
        last.end,
        rule.mode,
        !!options.inSkillsList,
        rule.skill.name,
      );
      // The whole field is consumed, so that its last word is not read alone ("Langages de
      // programmation :" is no "Programmation").
      if (
        options.strictFields &&
        isGenericField(rule.mode, rule.skill.name) &&
        isFieldInName(text, first.start, last.end)
      ) {
        matched = size;
        break;
      }
      if (
        options.inNarrative &&
        isDescribedTask(rule.skill, surface) &&
        !isListed(text, first.start, last.end)
      ) {
        matched = size;
        break;
      }
      if (!accepted) {
        if (!heldBack && rule.mode !== 'listed' && startsWithCapital(surface)) heldBack = mention;
        continue;
      }
      mentions.push(mention);
      matched = size;
    }
    if (!matched && heldBack) pending.push(heldBack);
    index += matched || 1;
  }
  return pending.length === 0 ? mentions : withSkillNeighbours(text, mentions, pending);
}

// A list written without commas still reads as a list: a capitalised name right beside a skill
// found on its own counts too ("Spring" in "J2EE Spring ORM Kafka"; not "Spring" in "Spring 2020").
function withSkillNeighbours(
  text: string,
  mentions: SkillMention[],
  pending: SkillMention[],
): SkillMention[] {
  const isNextTo = (left: { end: number }, right: { start: number }) =>
    left.end <= right.start && /^[ \t]{1,3}$/.test(text.slice(left.end, right.start));
  const added = pending.filter(
    (candidate) =>
      !PROSE_AFTER.test(text.slice(candidate.end, candidate.end + 12)) &&
      !mentions.some((mention) => mention.start < candidate.end && candidate.start < mention.end) &&
      mentions.some((mention) => isNextTo(mention, candidate) || isNextTo(candidate, mention)),
  );
  return [...mentions, ...added].sort((a, b) => a.start - b.start);
}

/** Distinct skills of one category in order of first mention, named in the document's language. */
export function listSkills(
  mentions: SkillMention[],
  category: Skill['category'],
  language: 'fr' | 'en' = 'en',
): string[] {
  const names = new Set<string>();
  for (const mention of mentions) {
    if (mention.skill.category !== category) continue;
    names.add(
      language === 'fr' && mention.skill.frName ? mention.skill.frName : mention.skill.name,
    );
  }
  return [...names];
}
