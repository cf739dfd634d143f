import type { TCuratedSkill } from './curated-skills.ts';

// French phrasings of CVs and mission postings of French IT consultancies that the generated
// sources and the other curated lists miss: soft skills as French ads word them ("sens du
// détail", "capacité à fédérer") and the French names of consulting know-how ("tierce maintenance
// applicative", "contrôle de gestion"). An entry named like an existing skill adds its aliases to
// it (build-vocabulary.ts merges on the name). A new entry's English name is marked "~" (counted
// only inside a list): these entries are for French text, and English prose keeps its own rules.
export const CURATED_FRENCH_SKILLS: readonly TCuratedSkill[] = [
  ['Rigour', 's', ['sens du détail', 'souci du détail']],
  ['Decision making', 's', ['capacité de décision', 'capacité à décider', 'esprit de décision']],
  ['Leadership', 's', ['capacité à fédérer', 'fédérateur', 'fédératrice']],
  ['Pedagogy', 's', ['capacité à vulgariser', 'vulgarisation', 'sens de la pédagogie']],
  ['Quick learner', 's', ["envie d'apprendre", "soif d'apprendre"]],
  [
    'Conflict management',
    's',
    ['~conflict management', 'gestion des conflits', 'résolution des conflits'],
    'Gestion des conflits',
  ],
  ['Diplomacy', 's', ['~diplomacy', 'diplomatie', 'diplomate'], 'Diplomatie'],
  [
    'Kindness',
    's',
    ['~kindness', 'bienveillance', 'bienveillant', 'bienveillante'],
    'Bienveillance',
  ],
  [
    'Persuasion',
    's',
    ['~persuasion', 'capacité à convaincre', 'force de persuasion', 'force de conviction'],
    'Capacité à convaincre',
  ],
  ['Political awareness', 's', ['~political awareness', 'sens politique'], 'Sens politique'],
  [
    'Facilitation',
    's',
    ['~facilitation', 'capacité à animer', "animation d'ateliers", 'animation de réunions'],
    'Facilitation',
  ],
  ['Agile', 'h', ['agiles', 'pratiques agiles', 'démarche agile']],
  ['NLP', 'h', ['traitement automatique du langage', 'traitement automatique des langues']],
  ['Budgeting', 'h', ['pilotage budgétaire', 'suivi budgétaire', 'gestion budgétaire']],
  ['Program management', 'h', ['direction de programme', 'pilotage de programme']],
  [
    'Management control',
    'h',
    ['~management control', 'contrôle de gestion'],
    'Contrôle de gestion',
  ],
  ['Data quality', 'h', ['~data quality', 'qualité des données'], 'Qualité des données'],
  [
    'Data governance',
    'h',
    ['~data governance', 'gouvernance des données'],
    'Gouvernance des données',
  ],
  [
    'Dimensional modelling',
    'h',
    ['~dimensional modelling', 'modélisation dimensionnelle'],
    'Modélisation dimensionnelle',
  ],
  [
    'Application maintenance',
    'h',
    [
      '~application maintenance',
      'tierce maintenance applicative',
      'tma',
      'maintenance applicative',
    ],
    'Tierce maintenance applicative',
  ],
  [
    'Month-end closing',
    'h',
    ['~month-end closing', 'clôture mensuelle', 'clôture comptable'],
    'Clôture mensuelle',
  ],
  [
    'IT governance',
    'h',
    ['~it governance', 'gouvernance it', 'gouvernance si', 'gouvernance des si'],
    'Gouvernance IT',
  ],
  [
    'IT master plan',
    'h',
    ['~it master plan', 'schéma directeur si', 'schéma directeur informatique'],
    'Schéma directeur SI',
  ],
  [
    'Cloud migration',
    'h',
    ['~cloud migration', 'migration vers le cloud', 'migration cloud'],
    'Migration vers le cloud',
  ],
  [
    'Enterprise architecture',
    'h',
    ['~enterprise architecture', "architecture d'entreprise"],
    "Architecture d'entreprise",
  ],
  [
    'User training',
    'h',
    ['~user training', 'formation des utilisateurs'],
    'Formation des utilisateurs',
  ],
];
