import type { JD_ANALYSIS_STATUSES, TNeedColumn } from './need-column.ts';
import type { TLocale } from '../i18n/locale.ts';
import { NEEDS_CSV_COLUMNS, type TNeedsCsvColumn } from './need-csv.ts';

/** The labels a French reader sees in the export, the words of the French interface. */
const COLUMN_LABELS_FR: Record<TNeedColumn, string> = {
  NO_CANDIDATE: 'Aucun candidat',
  CANDIDATE_IDENTIFIED: 'Candidat identifié',
  CANDIDATE_SENT: 'Candidat envoyé',
  CANDIDATE_INTERVIEW: 'Entretien candidat',
  GO_NOGO: 'GO/NOGO',
  SALE: 'Vendu',
  CANCELED: 'Annulé',
  DELETED: 'Supprimé',
  FROZEN: 'Gelé',
  PUSH: 'Push CV',
};
const PRIORITY_LABELS_FR: Record<string, string> = {
  P1: 'Priorité haute',
  P2: 'Priorité moyenne',
  P3: 'Priorité basse',
  P4: 'Priorité très basse',
};
const JD_ANALYSIS_LABELS_FR: Record<(typeof JD_ANALYSIS_STATUSES)[number], string> = {
  PENDING: 'Analyse de la fiche de poste en attente',
  READY: 'Analyse de la fiche de poste terminée',
  COMPLETED: 'Analyse de la fiche de poste terminée',
  ERROR: "Échec de l'analyse de la fiche de poste",
};

/** French exports are for people in France: times are read on Paris's clock. */
export const FRENCH_CSV_TIME_ZONE = 'Europe/Paris';
const dateTime = new Intl.DateTimeFormat('fr-FR', {
  timeZone: FRENCH_CSV_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const frenchDateTime = (iso: string) => dateTime.format(new Date(iso)).replace(',', '');
const frenchNumber = (n: number) => String(n).replace('.', ',');

/** The French file's columns: the English ones in the same order, named and written in French. */
export const NEEDS_CSV_COLUMNS_FR: readonly TNeedsCsvColumn[] = [
  { header: 'Identifiant', value: (n) => n.id },
  { header: 'Titre', value: (n) => n.title },
  { header: 'Client', value: (n) => n.client },
  { header: 'Priorité', value: (n) => PRIORITY_LABELS_FR[n.priority] ?? n.priority },
  { header: 'Statut', value: (n) => COLUMN_LABELS_FR[n.column] },
  { header: 'Consultants', value: (n, ctx) => ctx.consultantNames(n.consultants).join('; ') },
  { header: 'Quantité', value: (n) => String(n.quantity) },
  { header: 'TJM', value: (n) => (n.tjm === null ? '' : frenchNumber(n.tjm)) },
  { header: "Clients donneurs d'ordre", value: (n) => n.orderClients.join('; ') },
  {
    header: "E-mails des clients donneurs d'ordre",
    value: (n) => n.orderClientsEmail.filter((e) => e).join('; '),
  },
  {
    header: 'Analyse de la fiche de poste',
    value: (n) => (n.jdAnalysisStatus ? JD_ANALYSIS_LABELS_FR[n.jdAnalysisStatus] : ''),
  },
  { header: 'Compétences requises', value: (n) => n.jdRequiredSkills.join('; ') },
  { header: 'Créé le', value: (n) => frenchDateTime(n.createdAt) },
  { header: 'Mis à jour le', value: (n) => frenchDateTime(n.updatedAt) },
];

/**
 * How the needs export is written for a reader: French Excel splits on semicolons (the comma is
 * its decimal mark) and reads French headers and labels; English stays the comma-separated file
 * of the API's keys.
 */
export function needsCsvLayout(locale: TLocale): {
  delimiter: ',' | ';';
  columns: readonly TNeedsCsvColumn[];
} {
  return locale === 'fr'
    ? { delimiter: ';', columns: NEEDS_CSV_COLUMNS_FR }
    : { delimiter: ',', columns: NEEDS_CSV_COLUMNS };
}
