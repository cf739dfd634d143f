import { archiveFilePaths } from '@staffing/domain';
import type {
  TArchiveCandidateRow,
  TArchiveHistoryRow,
  TArchiveNeedRow,
  TArchiveStepRow,
} from './archive.repository.ts';

/** One column of an archive CSV: its header, what it holds (for README.txt) and its cell. */
type TColumn<Row, Ctx = unknown> = {
  header: string;
  about: string;
  value: (row: Row, ctx: Ctx) => string;
};
type TNeedContext = { userName: (id: string) => string };

const text = (value: string | null | undefined) => value ?? '';
const num = (value: number | null | undefined) => (value == null ? '' : String(value));
const time = (value: Date | string | null | undefined) =>
  value == null ? '' : value instanceof Date ? value.toISOString() : value;
const list = (values: readonly string[] | null | undefined) => (values ?? []).join('; ');
const json = (value: unknown) => (value == null ? '' : JSON.stringify(value));
const paths = (row: { id: string; files: TArchiveNeedRow['files'] }) =>
  list(archiveFilePaths(row.id, row.files).map((p) => p.path));

export const NEED_COLUMNS: readonly TColumn<TArchiveNeedRow, TNeedContext>[] = [
  { header: 'id', about: 'the need’s id', value: (n) => n.id },
  { header: 'title', about: 'title', value: (n) => n.title },
  { header: 'client', about: 'client', value: (n) => n.client },
  { header: 'priority', about: 'P1 to P3', value: (n) => n.priority },
  {
    header: 'column',
    about: 'board column (NO_CANDIDATE … SALE, FROZEN …)',
    value: (n) => n.column,
  },
  {
    header: 'consultants',
    about: 'names of the Sales users who own it',
    value: (n, ctx) => list(n.consultants.map(ctx.userName)),
  },
  { header: 'consultant ids', about: 'their user ids', value: (n) => list(n.consultants) },
  { header: 'quantity', about: 'positions to fill', value: (n) => num(n.quantity) },
  { header: 'tjm', about: 'billed daily rate, euros', value: (n) => num(n.tjm) },
  { header: 'description', about: 'description', value: (n) => text(n.description) },
  { header: 'category', about: 'category', value: (n) => text(n.category) },
  { header: 'order clients', about: 'the client’s buyers', value: (n) => list(n.orderClients) },
  {
    header: 'order client e-mails',
    about: 'their e-mails',
    value: (n) => list(n.orderClientsEmail.filter(Boolean)),
  },
  {
    header: 'analysis status',
    about: 'job description analysis',
    value: (n) => text(n.jdAnalysisStatus),
  },
  { header: 'seniority', about: 'from the analysis', value: (n) => text(n.jdSeniority) },
  { header: 'location', about: 'from the analysis', value: (n) => text(n.jdLocation) },
  {
    header: 'experience years',
    about: 'from the analysis',
    value: (n) => num(n.jdExperienceYears),
  },
  { header: 'required skills', about: 'from the analysis', value: (n) => list(n.jdRequiredSkills) },
  { header: 'desired skills', about: 'from the analysis', value: (n) => list(n.jdDesiredSkills) },
  {
    header: 'crm opportunity',
    about: 'CRM links',
    value: (n) => text(n.opportunitySalesforceUrl),
  },
  { header: 'crm proposition', about: '', value: (n) => text(n.propositionSalesforceUrl) },
  { header: 'crm mission', about: '', value: (n) => text(n.missionSalesforceUrl) },
  { header: 'files', about: 'its job descriptions in this archive', value: paths },
  { header: 'created', about: 'UTC, ISO 8601', value: (n) => time(n.createdAt) },
  { header: 'updated', about: 'UTC, ISO 8601', value: (n) => time(n.updatedAt) },
];

export const CANDIDATE_COLUMNS: readonly TColumn<TArchiveCandidateRow>[] = [
  { header: 'id', about: 'the candidate’s id', value: (c) => c.id },
  { header: 'name', about: 'name', value: (c) => c.name },
  { header: 'email', about: 'e-mail', value: (c) => text(c.email) },
  { header: 'phone', about: 'phone', value: (c) => text(c.phone) },
  { header: 'linkedin', about: 'LinkedIn profile', value: (c) => text(c.linkedinUrl) },
  { header: 'skills', about: 'skills', value: (c) => list(c.skills) },
  { header: 'role', about: 'from the CV', value: (c) => text(c.cvRole) },
  { header: 'experience years', about: 'from the CV', value: (c) => text(c.cvExperienceYears) },
  { header: 'trigramme', about: 'from the CV', value: (c) => text(c.cvTrigramme) },
  { header: 'city', about: 'from the CV', value: (c) => text(c.cvCity) },
  { header: 'postal code', about: 'from the CV', value: (c) => text(c.cvPostalCode) },
  { header: 'country', about: 'from the CV', value: (c) => text(c.cvCountry) },
  { header: 'availability', about: 'from the CV', value: (c) => text(c.cvAvailability) },
  { header: 'education', about: 'from the CV', value: (c) => text(c.cvEducation) },
  { header: 'expected tjm', about: 'daily rate asked, euros', value: (c) => num(c.expectedTjm) },
  {
    header: 'consultant daily cost',
    about: 'what the consultant costs a day, euros (confidential)',
    value: (c) => num(c.consultantDailyCost),
  },
  { header: 'pool', about: 'external, employee or freelance', value: (c) => c.poolKind },
  {
    header: 'mission end',
    about: 'end of the current mission',
    value: (c) => text(c.missionEndDate),
  },
  { header: 'relevance score', about: 'last AI score', value: (c) => num(c.relevanceScore) },
  { header: 'legal basis', about: 'GDPR legal basis', value: (c) => c.legalBasis },
  { header: 'consent given', about: 'UTC', value: (c) => time(c.consentGivenAt) },
  { header: 'last contact', about: 'UTC', value: (c) => time(c.lastContactAt) },
  { header: 'retention deadline', about: 'UTC', value: (c) => time(c.retentionDeadline) },
  { header: 'need ids', about: 'the needs it is attached to', value: (c) => list(c.needIds) },
  { header: 'files', about: 'its CVs and dossiers in this archive', value: paths },
  { header: 'created', about: 'UTC, ISO 8601', value: (c) => time(c.createdAt) },
  { header: 'updated', about: 'UTC, ISO 8601', value: (c) => time(c.updatedAt) },
];

export const STEP_COLUMNS: readonly TColumn<TArchiveStepRow>[] = [
  { header: 'need id', about: 'the need', value: (s) => s.needId },
  { header: 'candidate id', about: 'the candidate', value: (s) => s.candidateId },
  {
    header: 'order',
    about: 'creation order (the latest step is the highest)',
    value: (s) => String(s.seq),
  },
  { header: 'id', about: 'the step’s id', value: (s) => s.id },
  { header: 'type', about: 'CANDIDATE_IDENTIFIED … SALE, NO_GO …', value: (s) => s.type },
  { header: 'status', about: 'COMPLETED, PENDING or FAILED', value: (s) => s.status },
  { header: 'date', about: 'UTC', value: (s) => time(s.date) },
  { header: 'comment', about: 'comment', value: (s) => text(s.comment) },
  { header: 'proposition url', about: 'CRM link', value: (s) => text(s.propositionUrl) },
  { header: 'mission url', about: 'CRM link', value: (s) => text(s.missionUrl) },
  { header: 'detail', about: 'the step type’s details, JSON', value: (s) => json(s.detail) },
  { header: 'created', about: 'UTC', value: (s) => time(s.createdAt) },
  { header: 'updated', about: 'UTC', value: (s) => time(s.updatedAt) },
];

export const HISTORY_COLUMNS: readonly TColumn<TArchiveHistoryRow>[] = [
  { header: 'id', about: 'the record’s number, in the order written', value: (h) => String(h.id) },
  { header: 'at', about: 'UTC', value: (h) => time(h.createdAt) },
  {
    header: 'entity',
    about: 'need, candidate, need_candidate (a link), step, flow or workflow_request',
    value: (h) => h.entityType,
  },
  {
    header: 'entity id',
    about: 'its id (a link: need id:candidate id)',
    value: (h) => h.entityId,
  },
  { header: 'action', about: 'create, update, delete …', value: (h) => h.action },
  { header: 'actor id', about: 'who (empty: the system)', value: (h) => text(h.actorId) },
  { header: 'actor', about: 'their name', value: (h) => text(h.actorName) },
  { header: 'changes', about: 'what changed, JSON', value: (h) => json(h.changes) },
];

/** The archive's README.txt: what each file and column holds. */
export function archiveReadme(takenAt: Date, scope: 'pool' | 'owned'): string {
  const describe = (name: string, columns: readonly { header: string; about: string }[]) =>
    [`${name}`, ...columns.map((c) => `  - ${c.header}${c.about ? `: ${c.about}` : ''}`), ''].join(
      '\r\n',
    );
  return [
    'Staffing pipeline: data export',
    `Taken ${takenAt.toISOString()}, ${scope === 'pool' ? 'the whole pool (every need and every candidate)' : 'the needs you own, their candidates and the candidates you created'}.`,
    '',
    'CSV files: UTF-8 with a byte order mark, comma-separated, one header row. Lists are',
    'separated by "; ". A cell starting with = + - or @ is written with a leading quote so that',
    'a spreadsheet never runs it as a formula.',
    '',
    describe('needs.csv', NEED_COLUMNS),
    describe('candidates.csv', CANDIDATE_COLUMNS),
    describe('steps.csv: each candidate’s steps on each need', STEP_COLUMNS),
    describe(
      'history.csv: the audit records of these needs, candidates and steps',
      HISTORY_COLUMNS,
    ),
    'files/<need or candidate id>/<file name>: the stored CVs, dossiers and job descriptions,',
    'as listed in the "files" column. missing-files.txt, when present, names files that were',
    'listed but could not be read from storage.',
    '',
  ].join('\r\n');
}
