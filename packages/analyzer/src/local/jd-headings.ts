import type { THeadingTable } from './split-sections.ts';

export type TJdSection =
  | 'required'
  | 'desired'
  | 'soft'
  | 'responsibilities'
  | 'profile'
  | 'company'
  | 'benefits'
  | 'context';

// Order matters: "Compétences souhaitées" must read as desired before "Compétences" reads as required.
export const JD_HEADINGS: THeadingTable<TJdSection> = [
  [
    'desired',
    /^(comp[ée]tences? (souhait[ée]es?|appr[ée]ci[ée]es?|compl[ée]mentaires|bonus)|souhait[ée]s?|un plus|les plus|atouts?|appr[ée]ci[ée]s?|serait un plus|nice to have|nice-to-have|bonus( points)?|preferred( qualifications| skills)?|desired( skills| qualifications)?|desirable|pluses|it would be great if|optionnel(les)?|bonus points( for experience with)?|additional skills|nice to haves|id[ée]alement)$/i,
  ],
  [
    'soft',
    /^(savoir[- ][êe]tre|soft skills|qualit[ée]s (personnelles|requises|humaines)|personal (qualities|skills)|comp[ée]tences comportementales|interpersonal skills)$/i,
  ],
  [
    'required',
    /^(comp[ée]tences?( techniques)?( requises| obligatoires| attendues| indispensables| n[ée]cessaires| cl[ée]s)?|pr[ée]requis|exigences|requirements?|required( skills| qualifications)?|must[- ]haves?|qualifications|(technical |key )?skills( required)?|what you (need|bring|will bring)|(your|the) (profile|skills)|(basic|minimum) qualifications|stack( technique)?|environnement technique|technologies|tech stack|who you are|what we('re| are) looking for|skills (&|and) requirements|what we need|skills needed|we require|who (are )?we( are)? looking for\??|the skills we('re| are) looking for( are)?|your (qualifications|experience)|ce que nous recherchons|ce que l['’]on attend de vous)$/i,
  ],
  [
    'profile',
    /^(profil( recherch[ée]| souhait[ée]| du candidat)?|votre profil|candidate profile|about you|qualifications requises)$/i,
  ],
  [
    'responsibilities',
    /^(missions?( principales)?|vos missions|(vos |les )?responsabilit[ée]s|activit[ée]s|t[âa]ches|r[ôo]le|le poste|descriptif( du poste)?|description( du poste)?|responsibilities|key responsibilities|your (role|responsibilities|mission)|the role|duties|what you('ll| will) do|job description|tasks|your tasks|in this role)$/i,
  ],
  [
    'benefits',
    /^((nos |les )?avantages|ce que nous (vous )?offrons|nous (vous )?offrons|pourquoi nous rejoindre|(job )?benefits|perks|what we offer|what we can offer( you)?|we offer|why join us|our offer)$/i,
  ],
  [
    'company',
    /^(company description|pr[ée]sentation de l['’]entreprise|(à|a) propos( de nous| de l['’]entreprise)?|qui sommes[- ]nous|l['’]entreprise|entreprise|soci[ée]t[ée]|client|about( us| the company)?|company|who we are|notre client)$/i,
  ],
  [
    'context',
    /^(contexte( de la mission)?|context|projet|project|(l['’])?[ée]quipe|team|localisation|lieu|location|informations? pratiques|conditions)$/i,
  ],
];
