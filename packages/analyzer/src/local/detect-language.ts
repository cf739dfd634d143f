const FRENCH = new Set([
  'le',
  'la',
  'les',
  'des',
  'du',
  'de',
  'et',
  'en',
  'un',
  'une',
  'pour',
  'avec',
  'dans',
  'sur',
  'au',
  'aux',
  'est',
  'nous',
  'vous',
  'vos',
  'nos',
  'compétences',
  'expérience',
  'expériences',
  'formation',
  'langues',
  'ans',
  'mois',
  'depuis',
  'développement',
  'projet',
  'équipe',
  'poste',
  'à',
  'ou',
  'par',
  'qui',
  'que',
]);
const ENGLISH = new Set([
  'the',
  'and',
  'of',
  'to',
  'in',
  'for',
  'with',
  'on',
  'a',
  'an',
  'is',
  'are',
  'we',
  'you',
  'our',
  'your',
  'skills',
  'experience',
  'education',
  'languages',
  'years',
  'months',
  'since',
  'development',
  'project',
  'team',
  'role',
  'at',
  'or',
  'by',
  'who',
  'that',
  'as',
]);

/** Guesses whether a CV or job ad is written in French or English from its function words. */
export function detectLanguage(text: string): 'fr' | 'en' {
  let french = 0;
  let english = 0;
  for (const word of text.toLowerCase().match(/\p{L}+/gu) ?? []) {
    if (FRENCH.has(word)) french++;
    if (ENGLISH.has(word)) english++;
  }
  // Accented letters are a strong French signal in short texts with few function words.
  french += (text.match(/[éèêàùçôî]/g)?.length ?? 0) / 4;
  return french > english ? 'fr' : 'en';
}
