import { IMPORT_FIELDS, type TImportKind, type TImportMapping } from './import.schema.ts';

type TFieldOf<K extends TImportKind> = (typeof IMPORT_FIELDS)[K][number];

/**
 * The headers other tools and people write for each field, in French and English: BoondManager
 * ('Nom', 'Prénom', 'Téléphone 1', 'TJM'), OpenCATS ('First Name', 'E-Mail', 'Cell Phone', 'Key
 * Skills', 'Current Employer'), Bullhorn ('Mobile Phone', 'Occupation', 'Skills') and
 * spreadsheets. Compared folded (see foldHeader), so accents, case and punctuation do not count.
 */
const CANDIDATE_ALIASES: Record<TFieldOf<'candidates'>, readonly string[]> = {
  name: [
    'name',
    'full name',
    'nom complet',
    'candidat',
    'candidate',
    'candidate name',
    'consultant',
    'nom et prénom',
    'prénom nom',
    'nom prénom',
  ],
  firstName: ['first name', 'firstname', 'prénom', 'given name', 'prenom du candidat'],
  lastName: [
    'last name',
    'lastname',
    'nom',
    'surname',
    'family name',
    'nom de famille',
    'nom du candidat',
  ],
  email: [
    'email',
    'e-mail',
    'mail',
    'email address',
    'adresse e-mail',
    'adresse email',
    'courriel',
    'email 1',
    'e-mail 1',
    'primary email',
    'email personnel',
  ],
  phone: [
    'phone',
    'téléphone',
    'telephone',
    'tel',
    'tél',
    'téléphone 1',
    'telephone 1',
    'mobile',
    'mobile phone',
    'cell phone',
    'cell',
    'portable',
    'téléphone portable',
    'numéro de téléphone',
    'phone number',
    'home phone',
    'work phone',
    'gsm',
  ],
  linkedinUrl: [
    'linkedin',
    'linkedin url',
    'url linkedin',
    'profil linkedin',
    'linkedin profile',
    'lien linkedin',
  ],
  skills: [
    'skills',
    'compétences',
    'key skills',
    'skill set',
    'competences cles',
    'compétences clés',
    'technologies',
    'mots clés',
    'keywords',
    'tags',
    'skill',
  ],
  expectedTjm: [
    'tjm',
    'tjm souhaité',
    'tjm attendu',
    'expected tjm',
    'expected daily rate',
    'daily rate',
    'taux journalier',
    'desired rate',
    'pay rate',
    'prétentions',
    'prétention',
    'salaire souhaité',
    'desired pay',
  ],
  consultantDailyCost: [
    'coût journalier',
    'cout journalier',
    'cjm',
    'daily cost',
    'consultant daily cost',
    'coût de revient',
    'cost rate',
  ],
  cvRole: [
    'titre',
    'title',
    'poste',
    'job title',
    'occupation',
    'current title',
    'fonction',
    'métier',
    'role',
    'position',
    'intitulé du poste',
  ],
  cvExperienceYears: [
    'expérience',
    'experience',
    'années d expérience',
    'years of experience',
    'years experience',
    'nb années expérience',
    'seniority',
  ],
  cvCity: ['ville', 'city', 'localisation', 'location', 'town'],
  cvCountry: ['pays', 'country'],
  cvAvailability: [
    'disponibilité',
    'availability',
    'date de disponibilité',
    'available',
    'date available',
    'disponible le',
  ],
  poolKind: [
    'pool',
    'type de consultant',
    'type de contrat',
    'contrat',
    'employment type',
    'employee type',
    'type',
  ],
  missionEndDate: [
    'fin de mission',
    'date de fin de mission',
    'mission end',
    'mission end date',
    'end of mission',
  ],
  legalBasis: ['base légale', 'legal basis', 'gdpr basis', 'base rgpd'],
  consentGivenAt: [
    'consentement',
    'date de consentement',
    'consent date',
    'consent given',
    'date consentement rgpd',
  ],
  lastContactAt: [
    'dernier contact',
    'date du dernier contact',
    'last contact',
    'last contacted',
    'date last contacted',
    'last contact date',
  ],
  cv1stExperienceCompany: [
    'current employer',
    'employer',
    'employeur',
    'employeur actuel',
    'société actuelle',
    'entreprise actuelle',
    'current company',
    'company name',
    'société',
  ],
};

const NEED_ALIASES: Record<TFieldOf<'needs'>, readonly string[]> = {
  title: [
    'title',
    'titre',
    'titre du poste',
    'job title',
    'intitulé',
    'intitulé du poste',
    'poste',
    'besoin',
    'need',
    'position',
    'mission',
    'titre de la mission',
    'job',
    'opening',
    'titre besoin',
  ],
  client: [
    'client',
    'company',
    'société',
    'entreprise',
    'customer',
    'compte',
    'account',
    'nom du client',
    'client name',
    'client corporation',
  ],
  tjm: [
    'tjm',
    'tjm client',
    'daily rate',
    'bill rate',
    'taux journalier',
    'prix de vente',
    'tarif',
    'tarif journalier',
    'rate',
    'selling rate',
    'tjm vente',
  ],
  priority: ['priorité', 'priority', 'urgence', 'urgency'],
  quantity: [
    'quantité',
    'quantity',
    'nombre de postes',
    'nb postes',
    'number of openings',
    'openings',
    'headcount',
    'positions',
  ],
  category: [
    'catégorie',
    'category',
    'domaine',
    'type de besoin',
    'famille',
    'employment type',
    'type',
  ],
  description: [
    'description',
    'descriptif',
    'job description',
    'description du poste',
    'détails',
    'details',
    'notes',
    'public description',
  ],
  jdLocation: ['lieu', 'localisation', 'location', 'ville', 'city', 'lieu de mission', 'site'],
  jdStartDate: [
    'date de démarrage',
    'démarrage',
    'date de début',
    'début de mission',
    'start date',
    'start',
    'date start',
  ],
  jdDuration: ['durée', 'durée de mission', 'duration', 'length', 'mission length'],
  jdRemoteDays: [
    'télétravail',
    'jours de télétravail',
    'remote',
    'remote days',
    'days remote',
    'home office',
  ],
  jdCompany: ['client final', 'end client', 'société finale', 'donneur d ordre'],
  orderClients: [
    'order clients',
    'order client',
    'contact client',
    'contacts clients',
    'interlocuteur',
    'interlocuteurs',
    'client contact',
    'client contacts',
  ],
  orderClientsEmail: [
    'order client e-mails',
    'order client e-mail',
    'e-mails contacts clients',
    'e-mail contact client',
    'client contact e-mail',
    'client contact e-mails',
    'e-mail interlocuteur',
  ],
  jdRequiredSkills: [
    'compétences',
    'skills',
    'compétences requises',
    'required skills',
    'technologies',
    'mots clés',
    'keywords',
    'skills required',
    'compétences clés',
  ],
  jdSeniority: [
    'séniorité',
    'seniority',
    'niveau',
    'level',
    'experience level',
    'niveau d expérience',
  ],
  jdExperienceYears: [
    'années d expérience',
    'years of experience',
    'expérience',
    'experience',
    'expérience requise',
    'years experience',
    'minimum experience',
  ],
};

const ALIASES: { [K in TImportKind]: Record<TFieldOf<K>, readonly string[]> } = {
  candidates: CANDIDATE_ALIASES,
  needs: NEED_ALIASES,
};

/** 'Téléphone 1' → 'telephone1', 'E-Mail' → 'email': no accents, case, spaces or punctuation. */
export function foldHeader(header: string): string {
  return header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** Only aliases this long are looked for inside a longer header ('Adresse e-mail perso'). */
const CONTAINED_ALIAS_MIN = 5;

/**
 * Each column's field from its header, or null: exact (folded) aliases first, then the longest
 * alias a header contains; a field goes to its first column only.
 */
export function guessImportMapping(kind: TImportKind, headers: readonly string[]): TImportMapping {
  const aliases = ALIASES[kind] as Record<string, readonly string[]>;
  const fields = IMPORT_FIELDS[kind] as readonly string[];
  const folded = Object.fromEntries(
    fields.map((field) => [field, [field, ...(aliases[field] ?? [])].map(foldHeader)]),
  );
  const mapping: TImportMapping = headers.map(() => null);
  const used = new Set<string>();
  const keys = headers.map(foldHeader);

  keys.forEach((key, i) => {
    if (!key) return;
    const field = fields.find((f) => !used.has(f) && folded[f]!.includes(key));
    if (field) {
      mapping[i] = field as TImportMapping[number];
      used.add(field);
    }
  });
  keys.forEach((key, i) => {
    if (!key || mapping[i]) return;
    let best: { field: string; length: number } | null = null;
    for (const field of fields) {
      if (used.has(field)) continue;
      for (const alias of folded[field]!)
        if (alias.length >= CONTAINED_ALIAS_MIN && key.includes(alias))
          if (!best || alias.length > best.length) best = { field, length: alias.length };
    }
    if (best) {
      mapping[i] = best.field as TImportMapping[number];
      used.add(best.field);
    }
  });
  // A full name and its parts are one person's name twice: the parts win, being unambiguous.
  if (used.has('name') && used.has('firstName') && used.has('lastName'))
    mapping[mapping.indexOf('name')] = null;
  return mapping;
}
