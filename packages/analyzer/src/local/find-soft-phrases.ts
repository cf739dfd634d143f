// Soft skills that job ads write as phrases rather than as one word: how the person works with
// others or on their own ("travailler en équipe", "work closely with the business", "partager ses
// connaissances", "take ownership of tasks"). Each pattern is a verb typical of such skills and
// the words that complete it, up to where the phrase ends.

// Who a person works with, and where: the noun a soft-skill phrase ends on ("work closely with the
// business", "collaborer avec les équipes métier"); "working with Docker" is a hard skill.
const PEOPLE = String.raw`(?:teams?|team members|colleagues|peers|co-workers|coworkers|stakeholders|engineers|developers|designers|architects|scientists|analysts|testers|clients|customers|users|partners|vendors|suppliers|business|people|others|members|managers|owners|leaders|leadership|departments|functions|experts|specialists|community|professionals|counterparts|squads?|[ée]quipes?|coll[èe]gues|clients|utilisateurs|partenaires|m[ée]tiers?|d[ée]veloppeurs|experts|interlocuteurs|parties prenantes|directions?|fournisseurs|consultants|juniors|stagiaires)`;
const SETTINGS = String.raw`(?:teams?|environments?|settings?|atmosphere|organi[sz]ations?|companies|company|culture|context|mode|[ée]quipes?|environnements?|contexte|mode agile|autonomie|collaboration|bin[ôo]me|squads?)`;
// Up to four words between the preposition and the noun it ends on: "with {your many} stakeholders".
const FILLER = String.raw`(?:[ \t]+(?!(?:and|or|to|et|ou|pour|afin)\b)[\p{L}'’-]+){0,4}?`;
const ADVERBS = String.raw`(?:[ \t]+(?:closely|clearly|openly|collaboratively|independently|autonomously|together|effectively|efficiently|well|both|individually|continuously|actively|regularly|directly|daily|[ée]troitement|efficacement|activement|quotidiennement|directement))*`;
// A qualifier after the noun belongs to it: "les développeurs juniors", "les équipes métier".
const QUALIFIER = String.raw`(?:[ \t]+(?:juniors?|seniors?|m[ée]tiers?|techniques?|internes?|externes?|transverses?|produit|IT))?`;
const END = String.raw`${QUALIFIER}(?![\p{L}\p{N}])`;

const ENGLISH_PHRASES = [
  String.raw`(?<![\p{L}\p{N}])(?:work|working|works|collaborat(?:e|es|ing)|partner(?:s|ing)?|liais(?:e|es|ing)|interact(?:s|ing)?|cooperat(?:e|es|ing)|engag(?:e|es|ing)|communicat(?:e|es|ing)|align(?:s|ing)?)${ADVERBS}[ \t]+(?:with|alongside|together with|across)${FILLER}[ \t]+${PEOPLE}${END}`,
  String.raw`(?<![\p{L}\p{N}])(?:work|working|works|thriv(?:e|es|ing))${ADVERBS}[ \t]+(?:in|within|as part of|as a part of|as a member of)${FILLER}[ \t]+${SETTINGS}${END}`,
  String.raw`(?<![\p{L}\p{N}])(?:work|working)[ \t]+(?:independently|autonomously|collaboratively|together|hands-on|remotely|hard|creatively|cross-functionally|under pressure|under (?:limited|minimal) supervision|under tight deadlines)${END}`,
  String.raw`(?<![\p{L}\p{N}])(?:communicat(?:e|es|ing)|explain(?:s|ing)?)[ \t]+(?:(?:complex|complicated|technical|functional|business)[ \t]+(?:and[ \t]+)?)+(?:issues|concepts|ideas|topics|information|results|decisions)${END}`,
  String.raw`(?<![\p{L}\p{N}])(?:lead(?:s|ing)?)[ \t]+by example${END}`,
  // Problem solving and organisation written as tasks: "troubleshoot issues", "set priorities".
  String.raw`(?<![\p{L}\p{N}])(?:identif(?:y|ies|ying)|troubleshoot(?:s|ing)?|anticipat(?:e|es|ing)|resolv(?:e|es|ing))(?:[ \t]+and[ \t]+(?:solv|resolv|fix|mitigat)(?:e|es|ing))?[ \t]+(?:(?:potential|complex|technical)[ \t]+)?(?:issues|problems|risks|opportunities|incidents|bottlenecks)${END}`,
  String.raw`(?<![\p{L}\p{N}])(?:set(?:s|ting)?|manag(?:e|es|ing)|juggl(?:e|es|ing)|handl(?:e|es|ing))[ \t]+(?:(?:your|multiple|competing|changing)[ \t]+)*(?:priorities|deadlines|expectations)${END}`,
  String.raw`(?<![\p{L}\p{N}])(?:meet(?:s|ing)?|respect(?:er|ez)?)[ \t]+(?:tight[ \t]+|the[ \t]+|les[ \t]+)?(?:deadlines|d[ée]lais)${END}`,
  String.raw`(?<![\p{L}\p{N}])(?:tak(?:e|es|ing))[ \t]+(?:critique|feedback|the responsibility)${END}`,
  String.raw`(?<![\p{L}\p{N}])(?:communicat(?:e|es|ing))[ \t]+(?:clearly|effectively|openly|fluently)${END}`,
  String.raw`(?<![\p{L}\p{N}])(?:coach(?:es|ing)?|mentor(?:s|ing)?|guid(?:e|es|ing)|support(?:s|ing)?|help(?:s|ing)?|inspir(?:e|es|ing)|motivat(?:e|es|ing)|train(?:s|ing)?|lead(?:s|ing)?|manag(?:e|es|ing))(?:[ \t]+and[ \t]+(?:mentor|coach|guide|develop|support|inspire|motivate)(?:s|ing)?)?${FILLER}[ \t]+${PEOPLE}${END}`,
  String.raw`(?<![\p{L}\p{N}])(?:tak(?:e|es|ing))[ \t]+(?:ownership|the lead|responsibility|initiative)${END}`,
  String.raw`(?<![\p{L}\p{N}])(?:shar(?:e|es|ing))[ \t]+(?:your[ \t]+|our[ \t]+|their[ \t]+)?(?:knowledge|ideas|expertise|experience|feedback)${END}`,
  String.raw`(?<![\p{L}\p{N}])(?:giv(?:e|es|ing)|receiv(?:e|es|ing))(?:[ \t]+and[ \t]+(?:receiv|giv)(?:e|ing))?[ \t]+(?:constructive[ \t]+)?feedback${END}`,
  String.raw`(?<![\p{L}\p{N}])(?:be|being)[ \t]+(?:a[ \t]+)?part of[ \t]+(?:a|the|our)[ \t]+team${END}`,
  String.raw`(?<![\p{L}\p{N}])(?:solv(?:e|es|ing))[ \t]+(?:complex[ \t]+|difficult[ \t]+|hard[ \t]+|business[ \t]+|technical[ \t]+)*problems${END}`,
  String.raw`(?<![\p{L}\p{N}])(?:adapt(?:s|ing)?)[ \t]+to[ \t]+(?:change|changes|changing priorities)${END}`,
  String.raw`(?<![\p{L}\p{N}])(?:learn(?:s|ing)?)[ \t]+(?:quickly|fast|new[ \t]+(?:things|technologies|skills))${END}`,
  String.raw`(?<![\p{L}\p{N}])(?:present(?:s|ing)?|explain(?:s|ing)?|articulat(?:e|es|ing))[ \t]+(?:your[ \t]+|complex[ \t]+|technical[ \t]+)*(?:ideas|concepts)(?:[ \t]+clearly)?${END}`,
  String.raw`(?<![\p{L}\p{N}])(?:prioriti[sz](?:e|es|ing))[ \t]+(?:(?:your|the)[ \t]+(?:own[ \t]+)?)?(?:work|workload|tasks)${END}`,
];

const FRENCH_PHRASES = [
  String.raw`(?<![\p{L}\p{N}])(?:travaill(?:er|ez|ant)|collabor(?:er|ez|ant)|interagir|interagissez|[ée]chang(?:er|ez|eant)|communiqu(?:er|ez|ant)|coop[ée]r(?:er|ez))${ADVERBS}[ \t]+(?:avec|aupr[èe]s d(?:es|e|u))${FILLER}[ \t]+${PEOPLE}${END}`,
  String.raw`(?<![\p{L}\p{N}])(?:travaill(?:er|ez|ant)|[ée]voluer|[ée]voluez)${ADVERBS}[ \t]+(?:en|au sein d(?:e|u|es|['’]))${FILLER}[ \t]*${SETTINGS}${END}`,
  String.raw`(?<![\p{L}\p{N}])(?:accompagn(?:er|ez)|encadr(?:er|ez)|anim(?:er|ez)|coach(?:er|ez)|f[ée]d[ée]r(?:er|ez)|guid(?:er|ez)|former|formez|mentorer|manag(?:er|ez)|soutenir|soutenez)${FILLER}[ \t]+${PEOPLE}${END}`,
  String.raw`(?<![\p{L}\p{N}])(?:partag(?:er|ez)|transmettre|transmettez)[ \t]+(?:vos|ses|les|des|leurs?)[ \t]+(?:connaissances|savoirs|comp[ée]tences|bonnes pratiques|exp[ée]riences?)${END}`,
  String.raw`(?:s['’]adapter|vous adapter)(?:[ \t]+(?:aux?|à)[ \t]+(?:changements?|contextes?|priorit[ée]s|imprévus|environnements?))?${END}`,
  String.raw`(?<![\p{L}\p{N}])(?:prendre|prenez)[ \t]+(?:des[ \t]+)?(?:initiatives?|le lead|la responsabilit[ée]|des responsabilit[ée]s)${END}`,
  String.raw`(?<![\p{L}\p{N}])(?:[êe]tre|[êe]tes)[ \t]+(?:force de proposition|autonome|moteur|à l['’][ée]coute|orient[ée] (?:client|r[ée]sultats?))${END}`,
  String.raw`(?<![\p{L}\p{N}])(?:r[ée]soudre|r[ée]solvez)[ \t]+(?:des|les)[ \t]+(?:probl[èe]mes|incidents)(?:[ \t]+complexes)?${END}`,
  String.raw`(?<![\p{L}\p{N}])(?:vulgaris(?:er|ez)|expliqu(?:er|ez))[ \t]+(?:des|les|vos)[ \t]+(?:sujets|concepts|solutions|id[ée]es)(?:[ \t]+techniques)?${END}`,
];

const PATTERNS = {
  en: new RegExp(ENGLISH_PHRASES.join('|'), 'giu'),
  fr: new RegExp(FRENCH_PHRASES.join('|'), 'giu'),
};

// Words a phrase does not end on: "work closely with the" is cut back to "work closely with".
const DANGLING_END =
  /[ \t]+(?:the|a|an|our|your|their|its|of|with|in|on|at|for|by|and|or|as|de|du|des|le|la|les|l['’]|d['’]|un|une|en|avec|aux?|à|et|ou)$/iu;

function tidy(phrase: string): string {
  let text = phrase.trim().replace(/[’]/g, "'");
  while (DANGLING_END.test(text)) text = text.replace(DANGLING_END, '');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Soft skills written as phrases in one clause, as written (first letter capitalised), in French
 * and in English: both pattern sets run, since postings mix the two.
 */
export function findSoftPhrases(clause: string, language: 'fr' | 'en'): string[] {
  const phrases: string[] = [];
  const order = language === 'fr' ? [PATTERNS.fr, PATTERNS.en] : [PATTERNS.en, PATTERNS.fr];
  for (const pattern of order)
    for (const match of clause.matchAll(pattern)) {
      const phrase = tidy(match[0]);
      if (phrase.split(/\s+/).length >= 2) phrases.push(phrase);
    }
  return phrases;
}
