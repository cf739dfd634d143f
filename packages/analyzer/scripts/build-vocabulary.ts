/**
 * Builds the analyzer's skills vocabulary from the shared raw sources (../shared/data/skills, next
 * to the repository) into compact JSON files under packages/analyzer/data. Run with
 * `node --import tsx packages/analyzer/scripts/build-vocabulary.ts`; the output is committed so the
 * analyzer never needs the raw sources at run time.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { normalizeSkillKey } from '../src/vocabulary/normalize-skill-key.ts';
import {
  CAPITALISED_OR_LIST_ALIASES,
  CURATED_HARD_SKILLS,
  CURATED_SOFT_SKILLS,
  EXCLUDED_ALIASES,
  LIST_ONLY_ALIASES,
} from './curated-skills.ts';
import { CURATED_DOMAIN_SKILLS, CURATED_TOOL_SKILLS } from './curated-domain-skills.ts';
import { CURATED_FRENCH_SKILLS } from './curated-french-skills.ts';
import { parseCsv } from './parse-csv.ts';
import { parseLinguistLanguages } from './parse-linguist.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');
const sourceRoot = path.resolve(repoRoot, '../shared/data/skills');
const outputDir = path.resolve(here, '../data');

type TCategory = 'h' | 's' | 'l';

interface SkillDraft {
  name: string;
  category: TCategory;
  aliases: Set<string>;
  frName: string | null;
}

const excluded = new Set(EXCLUDED_ALIASES.map(normalizeSkillKey));
const listOnly = new Set(LIST_ONLY_ALIASES.map(normalizeSkillKey));
const capitalisedOrList = new Set(CAPITALISED_OR_LIST_ALIASES.map(normalizeSkillKey));

const drafts: SkillDraft[] = [];
const owner = new Map<string, SkillDraft>();
// Short plain words from the generated sources ("avec" is an ESCO French acronym, "nim" a
// language) are trusted only when capitalised or listed; curated short aliases are vetted.
const generatedShortAliases = new Set<string>();
let isCurating = false;
// Aliases written with a context marker in the curated lists ("~programming", "!word", "^sas").
const markedAliases = new Map<string, string>();
// Curated entries of the domain lists may use words the generated sources are barred from
// ("marketing", "programming"): they carry their own context marker.
let isTrusted = false;

function splitMarker(alias: string): string {
  const marker = /^[~!^]/.test(alias) ? alias.charAt(0) : '';
  const key = normalizeSkillKey(marker ? alias.slice(1) : alias);
  // Curated two- and three-letter acronyms ("hr", "bi", "qc") count only when written in capitals.
  const implied = !marker && isTrusted && /^[a-z]{2,3}$/.test(key) ? '^' : marker;
  if (implied && !markedAliases.has(key)) markedAliases.set(key, implied);
  return key;
}

// The first source to claim an alias owns it; a later entry whose name is already known merges its
// aliases into the existing skill rather than creating a near-duplicate.
function addSkill(
  name: string,
  category: TCategory,
  aliases: Iterable<string>,
  frName: string | null = null,
): void {
  const cleanName = name.trim();
  const keys = [cleanName, ...aliases]
    .map(splitMarker)
    .filter((key) => key.length > 0 && key.length <= 60 && key.split(' ').length <= 10);
  const isUsable = (key: string) => isTrusted || category !== 'h' || !excluded.has(key);
  // Merging on the name only: merging on any alias would let one broad entry ("programming
  // languages", with many alternative labels) chain unrelated skills together.
  const named = owner.get(normalizeSkillKey(cleanName));
  const existing = named && named.category === category ? named : undefined;
  const target = existing ?? { name: cleanName, category, aliases: new Set<string>(), frName };
  if (!existing) {
    if (!isUsable(normalizeSkillKey(cleanName))) return;
    drafts.push(target);
  }
  if (!target.frName && frName) target.frName = frName;
  for (const key of keys) {
    if (!isUsable(key) || owner.has(key)) continue;
    owner.set(key, target);
    target.aliases.add(key);
    if (!isCurating && /^[a-z]{1,4}$/.test(key)) generatedShortAliases.add(key);
  }
}

function readSource(relative: string): string {
  return readFileSync(path.join(sourceRoot, relative), 'utf8');
}

function splitEscoLabels(value: string | undefined): string[] {
  return (value ?? '')
    .split(/\s\|\s|\n/)
    .map((label) => label.trim())
    .filter(Boolean);
}

// "Ruby (computer programming)" names the skill Ruby; the bracket only disambiguates ESCO itself.
function stripQualifier(label: string): string {
  return label.replace(/\s*\([^)]*\)\s*$/, '').trim();
}

function addCurated(): void {
  isCurating = true;
  for (const [name, category, aliases, frName] of [
    ...CURATED_HARD_SKILLS,
    ...CURATED_SOFT_SKILLS,
  ]) {
    addSkill(name, category, aliases, frName ?? null);
  }
  isTrusted = true;
  for (const [name, category, aliases, frName] of [
    ...CURATED_TOOL_SKILLS,
    ...CURATED_DOMAIN_SKILLS,
    ...CURATED_FRENCH_SKILLS,
  ]) {
    addSkill(name, category, aliases, frName ?? null);
  }
  isTrusted = false;
  isCurating = false;
}

function addLinguist(knownNames: Set<string>): void {
  for (const language of parseLinguistLanguages(readSource('linguist/languages.yml'))) {
    if (language.type !== 'programming' && language.type !== 'markup') continue;
    const keys = [language.name, ...language.aliases].map(normalizeSkillKey);
    // Linguist lists hundreds of rare languages; keeping those also known to GitHub topics or ESCO
    // (a popularity proxy) avoids matching "Pep8" or "Boo" in ordinary text.
    if (!keys.some((key) => knownNames.has(key))) continue;
    addSkill(language.name, 'h', language.aliases);
  }
}

interface GithubTopic {
  topic: string;
  display_name: string;
  aliases: string[];
  short_description: string | null;
}

const TECH_DESCRIPTION =
  /\b(programming|language|framework|library|database|software|platform|cloud|container|devops|api|testing|test|developer|development|server|protocol|open[- ]source|tool|web|javascript|python|java|data|machine learning|operating system|infrastructure|orchestration|deployment|editor|ide|compiler|version control|security|network)\b/i;
const NON_SKILL_DESCRIPTION =
  /\b(game|games|gaming|video game|minecraft|music|song|university|city|festival|hackathon|conference|church|religion|anime|manga|cryptocurrency|nintendo|playstation|xbox|console)\b/i;

function readGithubTopics(): GithubTopic[] {
  return readSource('github-topics/github_explore_topics.jsonl')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as GithubTopic);
}

function addGithubTopics(topics: GithubTopic[]): void {
  for (const topic of topics) {
    const description = topic.short_description ?? '';
    if (!TECH_DESCRIPTION.test(description) || NON_SKILL_DESCRIPTION.test(description)) continue;
    // Topic slugs such as "awesome-react-components" are GitHub bookkeeping, not skills people list.
    const aliases = [topic.topic, ...topic.aliases].filter(
      (alias) => !/^(awesome|hacktoberfest)/.test(alias),
    );
    addSkill(stripQualifier(topic.display_name), 'h', aliases);
  }
}

type Row = Record<string, string>;

function readEsco(file: string): Map<string, { en: Row; fr: Row | undefined }> {
  const english = parseCsv(readSource(`esco-en/${file}_en.csv`));
  const french = new Map(
    parseCsv(readSource(`esco-fr/${file}_fr.csv`)).map((row) => [row.conceptUri, row]),
  );
  return new Map(
    english.map((row) => [row.conceptUri ?? '', { en: row, fr: french.get(row.conceptUri ?? '') }]),
  );
}

function addEscoDigital(knownNames: Set<string>): void {
  for (const { en, fr } of readEsco('digitalSkillsCollection').values()) {
    // "knowledge" concepts name technologies and fields (Haskell, Apache Maven, business
    // intelligence); "skill/competence" ones are verb phrases ("use spreadsheets software") that
    // never appear verbatim in a CV.
    if (en.skillType !== 'knowledge') continue;
    const name = stripQualifier(en.preferredLabel ?? '');
    if (!name || name.split(' ').length > 4) continue;
    const frName = fr?.preferredLabel ?? '';
    const labels = [
      ...splitEscoLabels(en.altLabels),
      ...(fr ? [frName, ...splitEscoLabels(fr.altLabels)] : []),
    ]
      .map(stripQualifier)
      .filter((label) => label.split(' ').length <= 4);
    // A broad concept whose alternative labels list its members ("computer programming": DIBOL,
    // OpenCV, ColdFusion, Subversion...) keeps only the labels that name the concept itself; the
    // members that GitHub topics, ESCO or Linguist also know become skills of their own.
    const conceptWords = new Set(normalizeSkillKey(`${name} ${frName}`).split(' '));
    const isOwnLabel = (label: string) =>
      normalizeSkillKey(label)
        .split(' ')
        .some((word) => word.length > 2 && conceptWords.has(word));
    const isBroad = labels.length > 25;
    addSkill(name, 'h', isBroad ? labels.filter(isOwnLabel) : labels);
    if (!isBroad) continue;
    for (const member of labels)
      if (!isOwnLabel(member) && knownNames.has(normalizeSkillKey(member)))
        // Plain words ("Dylan", "Euphoria", "Turing") are also names and everyday words: listed
        // only. Coined spellings ("OpenCV", "ColdFusion", "X10") count anywhere.
        addSkill(member, 'h', /^.+[\p{Lu}\d]/u.test(member) ? [] : [`!${member}`]);
  }
}

function addEscoTransversal(): void {
  for (const { en, fr } of readEsco('transversalSkillsCollection').values()) {
    const name = (en.preferredLabel ?? '').trim();
    // Only the preferred labels of two words or more: the alternative labels include single verbs
    // ("plan") and phrases ("think quickly") that match ordinary sentences.
    const wordCount = name.split(' ').length;
    if (!name || wordCount < 2 || wordCount > 4) continue;
    addSkill(name, 's', fr?.preferredLabel ? [fr.preferredLabel] : [], fr?.preferredLabel ?? null);
  }
}

function addEscoLanguages(): void {
  // The collection holds "write Hungarian", "understand spoken Hungarian"...; the language itself
  // is the broader concept, named in English and French.
  const seen = new Set<string>();
  for (const { en, fr } of readEsco('languageSkillsCollection').values()) {
    const english = (en.broaderConceptPT ?? '').split(' | ')[0]?.trim() ?? '';
    const french = (fr?.broaderConceptPT ?? '').split(' | ')[0]?.trim() ?? '';
    if (
      !english ||
      english.split(' ').length > 3 ||
      seen.has(english) ||
      /languages?$/i.test(english)
    )
      continue;
    seen.add(english);
    addSkill(english, 'l', french ? [french] : [], french ? capitalise(french) : null);
  }
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function addRome(): void {
  const knowledge = parseCsv(readSource('rome-fr/unix_referentiel_savoir_v460_utf8.csv'));
  for (const row of knowledge) {
    const sub = row.sous_categorie_savoir ?? '';
    if (sub !== 'Langages informatiques' && !sub.startsWith('Logiciels')) continue;
    const label = (row.libelle_savoir ?? '').trim();
    if (!label || label.split(' ').length > 5) continue;
    // French labels such as "Programmation en Python" or "Langage C++" name a known skill.
    const core = label.replace(
      /^(programmation en|langage|logiciel|logiciels de|système d'exploitation)\s+/i,
      '',
    );
    addSkill(core, 'h', [label]);
  }
  const competences = parseCsv(readSource('rome-fr/unix_referentiel_competence_v460_utf8.csv'));
  for (const row of competences) {
    if (row.cat_comp !== 'Savoir-être professionnel') continue;
    const label = (row.libelle_competence ?? '').trim();
    addSkill(label, 's', [], label);
  }
}

function addStackOverflowSynonyms(): Record<string, string> {
  // Kept apart: the alias table derived from Stack Overflow is CC BY-SA 4.0.
  const rows = parseCsv(readSource('stackoverflow/TagSynonyms.csv'));
  const synonyms: Record<string, string> = {};
  for (const row of rows) {
    if (!row.ApprovalDate) continue;
    const source = normalizeSkillKey(row.SourceTagName ?? '');
    const target = normalizeSkillKey(row.TargetTagName ?? '');
    const skill = owner.get(target);
    if (
      !skill ||
      skill.category !== 'h' ||
      owner.has(source) ||
      excluded.has(source) ||
      source.length < 3
    )
      continue;
    // Only version-free synonyms: "angularjs-1.5" style tags never occur in prose.
    if (/\d\.\d/.test(source) && !/\d\.\d/.test(skill.name)) continue;
    synonyms[source] = skill.name;
  }
  return synonyms;
}

function markAlias(key: string): string {
  const marked = markedAliases.get(key);
  if (marked) return `${marked}${key}`;
  if (listOnly.has(key)) return `!${key}`;
  if (capitalisedOrList.has(key) || generatedShortAliases.has(key)) return `^${key}`;
  return key;
}

function main(): void {
  const topics = readGithubTopics();
  const knownNames = new Set<string>();
  for (const topic of topics)
    for (const key of [topic.topic, topic.display_name, ...topic.aliases])
      knownNames.add(normalizeSkillKey(key));
  for (const { en } of readEsco('digitalSkillsCollection').values())
    knownNames.add(normalizeSkillKey(stripQualifier(en.preferredLabel ?? '')));

  addCurated();
  addLinguist(knownNames);
  addGithubTopics(topics);
  // Members of broad ESCO concepts are kept when a source names them as a technology.
  const memberNames = new Set(knownNames);
  for (const language of parseLinguistLanguages(readSource('linguist/languages.yml')))
    if (language.type === 'programming')
      for (const key of [language.name, ...language.aliases])
        memberNames.add(normalizeSkillKey(key));
  addEscoDigital(memberNames);
  addRome();
  addEscoTransversal();
  addEscoLanguages();

  const skills = drafts.map((draft) => {
    const aliases = [...draft.aliases].map(markAlias);
    return draft.frName && draft.frName !== draft.name
      ? [draft.name, draft.category, aliases, draft.frName]
      : [draft.name, draft.category, aliases];
  });
  const synonyms = addStackOverflowSynonyms();

  writeFileSync(
    path.join(outputDir, 'skills-vocabulary.json'),
    `${JSON.stringify({ version: 1, format: '[name, category h|s|l, aliases (! capitalised and listed, ^ capitalised or listed, ~ listed or in a skills section), frName?]', skills })}\n`,
  );
  writeFileSync(
    path.join(outputDir, 'skills-synonyms-stackoverflow.json'),
    `${JSON.stringify({ version: 1, license: 'CC BY-SA 4.0', attribution: 'Tag synonyms from Stack Overflow (https://stackoverflow.com/tags/synonyms), Stack Exchange Data Dump (2021), by Stack Overflow users, licensed CC BY-SA 4.0. Modified: filtered/reformatted.', synonyms })}\n`,
  );
  console.log(
    `${skills.length} skills, ${Object.keys(synonyms).length} Stack Overflow synonyms written to ${outputDir}`,
  );
}

main();
