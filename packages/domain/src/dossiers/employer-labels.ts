import { foldSearchText } from '../common/search-text.ts';
import type { TDossierLanguage } from './dossier.schema.ts';

type TSector = 'bank' | 'insurance' | 'energy' | 'telecom' | 'transport' | 'retail' | 'public';

/**
 * Well-known French employers by sector, so a masked employer still tells the client what kind of
 * house the consultant worked for ('a major French bank'), which is what an anonymised dossier is
 * for. Unknown employers become 'a client'.
 */
const SECTOR_OF: readonly (readonly [TSector, readonly string[]])[] = [
  [
    'bank',
    [
      'bnp paribas',
      'societe generale',
      'credit agricole',
      'lcl',
      'natixis',
      'bpce',
      'caisse d epargne',
      'banque populaire',
      'credit mutuel',
      'cic',
      'la banque postale',
      'hsbc',
      'boursorama',
    ],
  ],
  ['insurance', ['axa', 'allianz', 'generali', 'cnp', 'maif', 'macif', 'groupama', 'covea']],
  ['energy', ['edf', 'engie', 'totalenergies', 'total', 'rte', 'enedis', 'grdf']],
  ['telecom', ['orange', 'sfr', 'bouygues telecom', 'free', 'iliad']],
  ['transport', ['sncf', 'ratp', 'air france', 'airbus', 'safran', 'thales']],
  ['retail', ['carrefour', 'auchan', 'leclerc', 'decathlon', 'fnac', 'darty', 'casino']],
  ['public', ['pole emploi', 'france travail', 'urssaf', 'cnam', 'ministere']],
];

const LABELS: Record<TDossierLanguage, Record<TSector | 'other', string>> = {
  fr: {
    bank: 'une grande banque française',
    insurance: 'un grand assureur français',
    energy: 'un grand énergéticien français',
    telecom: 'un opérateur télécom français',
    transport: 'un grand groupe industriel et de transport',
    retail: 'un grand distributeur français',
    public: 'un organisme public',
    other: 'un client',
  },
  en: {
    bank: 'a major French bank',
    insurance: 'a major French insurer',
    energy: 'a major French energy company',
    telecom: 'a French telecom operator',
    transport: 'a major industrial and transport group',
    retail: 'a major French retailer',
    public: 'a public body',
    other: 'a client',
  },
};

const words = (text: string) =>
  ` ${foldSearchText(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;

/** The generic label that stands for an employer in an anonymised dossier. */
export function maskEmployer(company: string, language: TDossierLanguage): string {
  const folded = words(company);
  const sector = SECTOR_OF.find(([, names]) => names.some((n) => folded.includes(` ${n} `)));
  return LABELS[language][sector?.[0] ?? 'other'];
}
