import { normalizeSkillKey } from '../vocabulary/normalize-skill-key.ts';
import { getSkillVocabulary } from '../vocabulary/skills-vocabulary.ts';

// What a requirement sentence asks the candidate to know is the object of its cue: "knowledge of
// messaging and asynchronous communication", "experience with cloud deployment tools",
// "connaissance du secteur bancaire". The vocabulary cannot list every such field, so the noun
// phrases after the cue are taken as they are written.
const CUE =
  /\b(?:experience (?:in|with|of|using)|knowledge (?:of|in|about)|background in|understanding of|familiar(?:ity)? with|expertise (?:in|with)|proficien(?:t|cy) (?:in|with)|skilled in|degree in|connaissances? (?:de|du|des|en|d['’])|exp[ée]rience (?:en|sur|avec|dans)|ma[îi]trise (?:de|du|des|d['’])|expertise (?:en|sur)|(?:dipl[ôo]me|formation) (?:en|d['’]))\s*/giu;

// Words opening the object that are not part of the field ("the", "one or more", "solid").
const LEADING =
  /^(?:(?:the|a|an|our|your|their|its|one or more|multiple|several|some|any|various|all|both|other|la|le|les|l['’]|un|une|des|du|de|d['’]|votre|nos|leurs?|plusieurs|différents|différentes)\s+)+/iu;
// Where the object ends: punctuation, a comparison or example, a verb or a clause of its own.
const STOP =
  /\s*(?:[.,;:!?()[\]"“”«»|•]|\s-\s|\b(?:such as|like|including|e\.g|i\.e|etc|is|are|was|be|as|to|for|in|on|at|of|from|you|your|if|but|how|what|why|ability|experience|comfortable|preferred|within|using|via|through|across|into|which|that|who|where|when|while|with|plus|is a|or similar|or equivalent|or related|and\/or|preferably|ideally|would|will|can|should|must|comme|tels? que|telles? que|notamment|pour|dans|sur|avec|est|sont|serait|afin|qui|que|en|au|aux|un plus|souhait\w*|appr[ée]ci\w*|required|requis\w*|obligatoire|indispensable|is a plus|a plus)\b)/iu;
// An object that is an activity ("working on", "developing roadmaps") is a task, not a field;
// "messaging" or "testing" are fields the vocabulary knows.
const GERUND_START = /^[\p{L}]+ing\b/iu;

function isActivity(object: string): boolean {
  const first = object.split(/\s+/)[0] ?? '';
  return GERUND_START.test(first) && !getSkillVocabulary().lookup(normalizeSkillKey(first));
}
// Words that never make a field on their own.
const VAGUE =
  /^(?:similar|related|relevant|this|that|these|those|following|such|same|new|recent|current|modern|various|different|it|them|role|roles|areas?|field|fields|environment|environments|team|teams|company|companies|industry|position|projects?|systems?|tools?|technolog(?:y|ies)|stack|practices?|years?|work|interests?|ability|experience|domaine|poste|secteur|projets?|environnements?|outils?|équipes?)$/iu;
// A first word that qualifies without naming ("similar degree", "extensive experience").
const VAGUE_START =
  /^(?:similar|equivalent|comparable|related|relevant|extensive|wide|whole|common|more|further|general|basic|good|strong|solid|deep|proven|excellent|great|interest|passion|desire)$/iu;
// A last word that only says "a field of" ("infrastructure architecture disciplines").
const TRAILING =
  /\s+(?:disciplines?|skills?|capabilities|concepts|topics|fundamentals|principles|areas?|roles?|background|field|knowledge|experience|in general)$/iu;
const MAX_WORDS = 4;

/** The fields a requirement clause names after its cue, as written (at most four words each). */
export function findKnowledgePhrases(clause: string): string[] {
  const phrases: string[] = [];
  for (const match of clause.matchAll(CUE)) {
    const after = clause.slice((match.index ?? 0) + match[0].length);
    const stop = after.search(STOP);
    const object = (stop < 0 ? after : after.slice(0, stop)).replace(LEADING, '').trim();
    if (!object || isActivity(object)) continue;
    for (const part of object.split(/\s+(?:and|or|et|ou|&)\s+|\s*\/\s*/i)) {
      const phrase = part.replace(LEADING, '').replace(TRAILING, '').trim();
      const words = phrase.split(/\s+/);
      if (VAGUE_START.test(words[0] ?? '')) continue;
      if (!phrase || words.length > MAX_WORDS || !/\p{L}{2}/u.test(phrase)) continue;
      if (words.every((word) => VAGUE.test(word))) continue;
      phrases.push(phrase);
    }
  }
  return phrases;
}
