/**
 * Words that open sentences, headings and titles of CVs but are nobody's given or family name:
 * self-descriptions ("Experienced Front End Developer", "Skilled Java ...", "Dependable Game ..."),
 * verbs and pronouns ("Have Java developer background"), headings ("Description Work Expirience",
 * "Web Dev Positions", "Frameworks Databases") and fields of work ("Analytics Team Lead").
 * Kept lower case, without accents; a word that is also a common name (Will, Mark, Young, Strong, Dev, Can, Ma, He, Do)
 * stays out of the list.
 */
const WORDS = `
experienced seasoned skilled dependable motivated passionate dedicated talented enthusiastic
creative competitive competitve ambitious reliable responsible organized organised hardworking
hard-working results-driven detail-oriented self-motivated proactive versatile accomplished
certified qualified professional highly proven excellent successful
dynamic energetic curious rigorous autonomous
have has had am is are was were be been being does did could i me we our you your
she his her they their it its this that these those with without within into from about
looking seeking starter beginner aspiring
description descriptions positions position tasks responsibilities achievements accomplishments
projects project tools technologies technology frameworks framework databases database libraries
languages skills stack stacks platforms methodologies methodology environment environments
experience expirience experiences summary overview about contact contacts hobbies interests
work working works jobs employment history training courses certificates certifications
awards publications volunteering references portfolio
team teams analytics analysis data web front back end full game games mobile cloud network
networks security quality assurance testing automation support operations infrastructure
embedded backend frontend fullstack middle
main core new current previous other various
autonome rigoureux rigoureuse motive motivee passionne passionnee dynamique curieux curieuse
experimente experimentee serieux serieuse polyvalent polyvalente
je suis mes nous vous avec sans dans pour sur chez
competences outils langages projets projet equipe missions mission taches realisations
environnement technique techniques connaissances loisirs centres interets parcours
`;

const NAME_STOP_WORDS = new Set(WORDS.split(/\s+/).filter(Boolean));

/** Whether a capitalised word is a common word of CVs rather than a possible name. */
export function isNameStopWord(word: string): boolean {
  const key = word
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[.,;:]+$/, '');
  return NAME_STOP_WORDS.has(key);
}
