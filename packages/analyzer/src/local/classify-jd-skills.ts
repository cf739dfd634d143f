import { findSkillMentions, type SkillMention } from '../vocabulary/find-skills.ts';
import { normalizeSkillKey } from '../vocabulary/normalize-skill-key.ts';
import { getSkillVocabulary } from '../vocabulary/skills-vocabulary.ts';
import type { TJdSection } from './jd-headings.ts';
import { findKnowledgePhrases } from './find-knowledge-phrases.ts';
import { findSoftPhrases } from './find-soft-phrases.ts';
import { findTaggedSkills, type TJdTagger } from './find-tagged-skills.ts';
import type { Section } from './split-sections.ts';

export interface TJdSkills {
  required: string[];
  desired: string[];
  soft: string[];
}

// A clause that says its skills are optional ("... serait un plus", "nice to have").
const DESIRED_CUE =
  /\b(un (?:(?:gros|vrai|r[ée]el|grand)\s+)?plus|(?:un |est un )?atout|appr[ée]ci[ée]e?s?|id[ée]alement|souhait[ée]e?s?|souhaitable|bonus|nice[- ]to[- ]have|(?:is |are |would be )?an? (?:(?:strong|big|real|definite|huge|great)\s+)?plus\b|an advantage|advantageous|preferred|preferably|ideally|desirable|would be (?:great|nice|a bonus)|optionnel(?:le)?s?|not a requirement|not required|pas obligatoire|pas indispensable)/i;

// A clause that insists ("must have", "obligatoire"): it stays required even beside a desired cue
// of another clause of the same line.
const REQUIRED_CUE =
  /(?<!\bnot\s(?:an?\s)?|\bpas\s)\b(must[- ]haves?|must have|required|requirements?|mandatory|essential|indispensables?|obligatoires?|exig[ée]e?s?|impératifs?|imperative|requis(?:e|es)?|n[ée]cessaires?)(?!\p{L})/iu;

// A clause that states what the candidate must know: its generic fields ("databases", "testing")
// and ordinary-word tools count as skills, as in a skills list.
const REQUIREMENT_CUE =
  /\b(experience (?:in|with|of|using)|experienced|knowledge|familiar|familiarity|proficien|understanding of|expertise|background in|degree|skills? in|hands[- ]on|exposure to|working with|comp[ée]tences?|ma[îi]trise|ma[îi]triser|connaissances?|exp[ée]rience (?:en|sur|de|avec|dans)|dipl[ôo]me)/i;

// Sections whose skill words describe the employer, not the job ("learning & development
// programmes", "our history in investment banking").
const SKIPPED_SECTIONS = new Set<string>(['company', 'benefits']);

// A spoken language is a requirement only where the text speaks of using it ("fluent English",
// "anglais courant"), not as a nationality ("Danish universities", "the German market").
const LANGUAGE_CUE =
  /\b(fluen(?:t|cy)|proficien|speak|spoken|speaking|written|verbal|native|mother tongue|bilingu|languages?|level|C1|C2|B1|B2|courant|bilingue|lu,? [ée]crit|parl[ée]|[ée]crit|niveau|langues?|ma[îi]tris|anglophone|francophone)/i;
const NATIONALITY_AFTER =
  /^\s+(?:\(|(?:market|culture|universit|office|compan|government|law|authorit|confederation|education|citizen|societ|state|ministr|health|customer|client|subsidiar|branch|site|entit|robo|award|march[ée]|soci[ée]t[ée]|entreprise|filiale)\p{L}*)/iu;
// "apply in English", "CV in English": a language the application is written in.
const APPLICATION_LANGUAGE =
  /\b(application|apply|cv|resume|résumé|letter|documents?|attached|submitted|send|candidature|lettre)\b[^.]{0,40}\b(?:in|en)\s+$/i;

// Bullets and sentence ends inside one long line (postings pasted on one line): each piece is a
// clause of its own, so a cue only reaches the skills it speaks of.
const CLAUSE_BREAK = /(?<=[.;!?])\s+(?=\S)|\s+[•·▪*]\s+|\s+[-–—]\s+(?=\p{Lu})/u;

export function splitClauses(line: string): string[] {
  return line.split(CLAUSE_BREAK).filter((clause) => clause.trim());
}

// A generic field ("design", "development", "full stack") written as a verb opening a task ("Design
// and build APIs") or as part of a job title ("Full Stack Developer", "UX experts") names no skill.
const VERB_FORM =
  /^(?:design|research|debug|troubleshoot|deploy|monitor|plan|test|program|develop|engineer|market|document|support|build|manage|analy[sz]e)$/i;
const TITLE_AFTER =
  /^(?:[\s-]+[\p{L}.#+/]+){0,2}?[\s-]+(?:developers?|engineers?|architects?|experts?|specialists?|managers?|leads?|consultants?|teams?|d[ée]veloppeu(?:r|se)s?|ing[ée]nieure?s?|architectes?|experts?|[ée]quipes?)(?![\p{L}])/iu;

function isGenericField(mention: SkillMention): boolean {
  return getSkillVocabulary().lookup(normalizeSkillKey(mention.surface))?.mode === 'listed';
}

function isFieldUsedAsWord(clause: string, mention: SkillMention): boolean {
  if (!isGenericField(mention) && mention.skill.name !== 'Full stack') return false;
  const isFirstWord = /^[\s•·▪*\-–—]*$/.test(clause.slice(0, mention.start));
  if (isFirstWord && VERB_FORM.test(mention.surface)) return true;
  return TITLE_AFTER.test(clause.slice(mention.end, mention.end + 40));
}

// A one-word soft skill written before a noun describes a thing, not the person ("flexible working
// hours", "creative solutions", "inspiring environment", "reliability of our software").
const THING_AFTER =
  /^(?:working|work|hours|time|schedule|solutions?|environments?|culture|outlets|city|benefits|scheme|plans?|retribution|code|software|systems?|services?|products?|access|engineering|protocols?|goals|levels|structures?|of|processes|rights|conditions|practices|pattern|employee|workplace|offices?|colleagues|horaires|solutions|environnement|cadre|locaux|t[ée]l[ée]travail)$/iu;

function isSoftWordDescribingAThing(
  clause: string,
  mention: SkillMention,
  mentions: SkillMention[],
): boolean {
  if (/\s/.test(mention.surface.trim())) return false;
  const next = clause.slice(mention.end).match(/^[ \t]+([\p{L}][\p{L}'’-]*)/u);
  if (!next?.[1] || !THING_AFTER.test(next[1])) return false;
  const nextStart = mention.end + (next[0].length - next[1].length);
  return !mentions.some((other) => other.start === nextStart && other.skill.category === 'soft');
}

// Outside a list, a soft skill's generic word after a determiner or in a placeholder is a noun of
// the text ("our organisation", "the initiative", "<ORGANIZATION>").
function isNounAfterDeterminer(clause: string, mention: SkillMention): boolean {
  return /(?:<|(?<![\p{L}])(?:our|the|an?|your|this|that|their|its|notre|votre|leur|la|le|l['’]|une?)\s+)$/iu.test(
    clause.slice(Math.max(0, mention.start - 8), mention.start),
  );
}

// "Industry: Financial Services", "Secteur : Banque / Assurance": the business domain a posting
// names is knowledge it asks for. The value follows the label, on its line or the next one.
const INDUSTRY_LABEL =
  /(?<![\p{L}])(?:industry|industries|sector|secteur(?: d['’]activit[ée])?|domaine(?: d['’]activit[ée]| m[ée]tier)?)\s*[:：]\s*(.*?)(?=\s+\p{Lu}[\p{L}]*(?:\s[\p{L}]+)?\s*[:：]|$)/iu;

/** The domains named after an industry label, as written; the vocabulary's names where known. */
export function findIndustries(
  line: string,
  next: string | undefined,
  language: 'fr' | 'en',
): string[] {
  const match = line.match(INDUSTRY_LABEL);
  if (!match) return [];
  const value = (match[1] || (next ?? '')).trim();
  if (!value || value.length > 80 || /[:：.!?]/.test(value)) return [];
  const names: string[] = [];
  for (const part of value.split(/\s*(?:[,/;|&]|\bet\b|\band\b)\s*/u)) {
    const mentions = findSkillMentions(part, undefined, { inSkillsList: true });
    for (const mention of mentions) names.push(label(mention, language));
    // Words the vocabulary does not know: each capitalised word is a domain ("Entertainment Gaming").
    const rest = mentions.reduceRight(
      (text, mention) => text.slice(0, mention.start) + ' ' + text.slice(mention.end),
      part,
    );
    for (const word of rest.match(/\p{Lu}[\p{L}-]{3,}/gu) ?? []) names.push(word);
  }
  return names;
}

// A sentence describing the person ("You are independent, driven and positive", "Vous êtes
// autonome") lists qualities: the vocabulary's generic soft words count there as in a list.
const PERSON_CUE =
  /(?<![\p{L}])(?:you are|you're|are you|you have an?|someone who is|vous [êe]tes|vous avez l['’]esprit)(?![\p{L}])/iu;

function withPersonQualities(clause: string, mentions: SkillMention[]): SkillMention[] {
  if (!PERSON_CUE.test(clause)) return mentions;
  const qualities = findSkillMentions(clause, undefined, { inSkillsList: true }).filter(
    (quality) =>
      quality.skill.category === 'soft' &&
      !mentions.some((mention) => mention.start < quality.end && quality.start < mention.end),
  );
  return qualities.length === 0
    ? mentions
    : [...mentions, ...qualities].sort((a, b) => a.start - b.start);
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function label(mention: Pick<SkillMention, 'skill'>, language: 'fr' | 'en'): string {
  return language === 'fr' && mention.skill.frName ? mention.skill.frName : mention.skill.name;
}

function isSpokenLanguageRequirement(clause: string, mention: SkillMention): boolean {
  if (NATIONALITY_AFTER.test(clause.slice(mention.end, mention.end + 24))) return false;
  if (APPLICATION_LANGUAGE.test(clause.slice(Math.max(0, mention.start - 60), mention.start)))
    return false;
  return LANGUAGE_CUE.test(clause);
}

/** A tagged span's name: the vocabulary's where it knows the words, else the words as written. */
function taggedName(text: string, language: 'fr' | 'en'): { name: string; isSoft: boolean } {
  const known = getSkillVocabulary().lookup(normalizeSkillKey(text));
  if (known) return { name: label(known, language), isSoft: known.skill.category === 'soft' };
  return { name: capitalise(text), isSoft: false };
}

/**
 * Sorts the skills a job description names into required, desired and soft: a desired section
 * ("Nice to have", "Un plus") or a desired cue in the clause ("... serait un plus") makes them
 * desired unless the clause insists ("obligatoire", "must have"); soft skills come from the
 * vocabulary and from phrases ("travailler en équipe", "work independently"). In English, the
 * learnt `tagger` adds the skills it marks where the rules named nothing.
 */
export function classifyJdSkills(
  sections: Section<TJdSection>[],
  language: 'fr' | 'en',
  tagger: TJdTagger | null = null,
): TJdSkills {
  const required = new Set<string>();
  const desired = new Set<string>();
  const soft = new Set<string>();
  for (const section of sections) {
    if (SKIPPED_SECTIONS.has(section.kind)) continue;
    const isListSection = section.kind === 'required' || section.kind === 'desired';
    const isSoftSection = section.kind === 'soft';
    for (const [index, line] of section.lines.entries()) {
      for (const industry of findIndustries(line, section.lines[index + 1], language))
        required.add(industry);
      for (const clause of splitClauses(line)) {
        const isDesired =
          (section.kind === 'desired' || DESIRED_CUE.test(clause)) && !REQUIRED_CUE.test(clause);
        const inSkillsList = isListSection || REQUIREMENT_CUE.test(clause);
        // Hard skills only: SkillSpan's other field marks tasks ("design and maintain pipelines")
        // as much as qualities, and a need's soft skills are qualities.
        const tagged =
          tagger && language === 'en' ? findTaggedSkills(clause, tagger, ['knowledge']) : [];
        let mentions = withPersonQualities(
          clause,
          findSkillMentions(clause, undefined, { inSkillsList }),
        );
        // Read once: the soft-skill pass and the tagger's merge both need them.
        let plain: SkillMention[] | undefined;
        const plainMentions = () => (plain ??= findSkillMentions(clause));
        const knowledgePhrases = findKnowledgePhrases(clause);
        for (const phrase of knowledgePhrases) {
          const start = clause.indexOf(phrase);
          const isInside = (mention: SkillMention) =>
            mention.start < start + phrase.length && start < mention.end;
          // The vocabulary's name wins; a soft word inside a technical field ("asynchronous
          // communication") is part of the field.
          if (mentions.some((mention) => isInside(mention) && mention.skill.category !== 'soft'))
            continue;
          mentions = mentions.filter((mention) => !isInside(mention));
          (isDesired ? desired : required).add(capitalise(phrase));
        }
        // A soft skill's generic words ("organisation", "independent") count in a soft-skills
        // section or a list, not because the clause asks for technical knowledge.
        const softMentions = new Set(
          (inSkillsList ? plainMentions() : mentions)
            .filter((mention) => mention.skill.category === 'soft')
            .map((mention) => mention.start),
        );
        for (const mention of mentions) {
          const name = label(mention, language);
          const { category } = mention.skill;
          if (category === 'hard' && isFieldUsedAsWord(clause, mention)) continue;
          if (
            category === 'language' &&
            !isListSection &&
            !isSpokenLanguageRequirement(clause, mention)
          )
            continue;
          if (
            category === 'soft' &&
            !softMentions.has(mention.start) &&
            isNounAfterDeterminer(clause, mention)
          )
            continue;
          if (category === 'soft' && isSoftWordDescribingAThing(clause, mention, mentions))
            continue;
          if (category === 'soft' || (isSoftSection && category !== 'language')) soft.add(name);
          else if (isDesired) desired.add(name);
          else required.add(name);
        }
        const softPhrases = findSoftPhrases(clause, language);
        for (const phrase of softPhrases) {
          const known = getSkillVocabulary().lookup(normalizeSkillKey(phrase));
          soft.add(known?.skill.category === 'soft' ? capitalise(label(known, language)) : phrase);
        }
        if (tagged.length === 0) continue;
        // Where the rules read anything, their reading stands (the vocabulary's names, which pool
        // matching compares); the tagger adds the skills they did not read.
        const ruled = [
          ...plainMentions(),
          ...[...knowledgePhrases, ...softPhrases].map((phrase) => {
            const start = clause.indexOf(phrase);
            return { start, end: start < 0 ? -1 : start + phrase.length };
          }),
        ];
        for (const span of tagged) {
          if (ruled.some((other) => other.start < span.end && span.start < other.end)) continue;
          const { name, isSoft } = taggedName(span.text, language);
          if (isSoft || isSoftSection) soft.add(name);
          else if (isDesired) desired.add(name);
          else required.add(name);
        }
      }
    }
  }
  for (const name of required) desired.delete(name);
  return { required: [...required], desired: [...desired], soft: [...soft] };
}
