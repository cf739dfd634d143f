import type { TNeed } from './need.schema.ts';

export const NEEDS_CSV_FILE_NAME = 'besoins_export.csv';

type TCsvContext = { consultantNames: (ids: readonly string[]) => string[] };
/**
 * What the export prints of a need: the columns below read only these fields, so that the server
 * reads only them (a need's description, analysis and links are most of its row).
 */
export type TNeedsCsvRow = Pick<
  TNeed,
  | 'id'
  | 'title'
  | 'client'
  | 'priority'
  | 'column'
  | 'status'
  | 'consultants'
  | 'quantity'
  | 'tjm'
  | 'orderClients'
  | 'orderClientsEmail'
  | 'jdAnalysisStatus'
  | 'jdRequiredSkills'
  | 'createdAt'
  | 'updatedAt'
>;
export type TNeedsCsvColumn = {
  header: string;
  value: (need: TNeedsCsvRow, ctx: TCsvContext) => string;
};

/** Columns of the needs export, in order (docs/decisions/0007-csv-columns.md). */
export const NEEDS_CSV_COLUMNS: readonly TNeedsCsvColumn[] = [
  { header: 'id', value: (n) => n.id },
  { header: 'title', value: (n) => n.title },
  { header: 'client', value: (n) => n.client },
  { header: 'priority', value: (n) => n.priority },
  { header: 'status', value: (n) => n.status },
  { header: 'consultants', value: (n, ctx) => ctx.consultantNames(n.consultants).join('; ') },
  { header: 'quantity', value: (n) => String(n.quantity) },
  { header: 'tjm', value: (n) => (n.tjm === null ? '' : String(n.tjm)) },
  { header: 'order clients', value: (n) => n.orderClients.join('; ') },
  { header: 'order client e-mails', value: (n) => n.orderClientsEmail.filter((e) => e).join('; ') },
  { header: 'analysis status', value: (n) => n.jdAnalysisStatus ?? '' },
  { header: 'required skills', value: (n) => n.jdRequiredSkills.join('; ') },
  { header: 'created', value: (n) => n.createdAt },
  { header: 'updated', value: (n) => n.updatedAt },
];

/**
 * Formula injection guard: a cell starting with = + - @, tab or CR gets a leading quote. The
 * server writes the lines with csv-stringify (RFC 4180 quoting) and casts every cell through this.
 */
export function neutraliseCsvCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * The guard taken off a cell read back (an import of our export, or of another tool's that guards
 * the same way): a leading quote before = + - @, tab or CR.
 */
export function restoreCsvCell(value: string): string {
  return /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}
