import type { TRole } from './user.schema.ts';

const isAdmin = (role: TRole) => role === 'Admin';
/** Admin and Sales: the Recruiter only reads. */
const isEditor = (role: TRole) => role !== 'Recruiter';

/** Every role rule of the spec in one table: the web hides, the server refuses. */
export const can = {
  manageUsers: isAdmin,
  /** Integrations' API keys: create, list, revoke. */
  manageApiKeys: isAdmin,
  administerFlows: isAdmin,
  mutateNeeds: isEditor,
  /** A need's owners (its consultants) are Sales users: the picker lists them, the server checks. */
  ownNeeds: (role: TRole) => role === 'Sales',
  hardDeleteNeed: isAdmin,
  mutateCandidates: isEditor,
  deleteCandidate: isAdmin,
  detachCandidate: isAdmin,
  mutateSteps: isEditor,
  useViewSwitcher: isEditor,
  openNeedsList: isEditor,
  openCandidatesPage: isEditor,
  openWorkflows: isEditor,
  downloadCv: isEditor,
  requestScoring: isEditor,
  generateMail: isEditor,
  /** AI Mail is hidden for the Recruiter, so is what it generated (read by job id). */
  readGeneratedMail: isEditor,
  /** Running a document analysis (pasted text or uploaded files) is an AI action of the editors. */
  runAnalysis: isEditor,
  /** The consultant daily cost and the margin; never sent to a Recruiter. */
  seeMargin: isEditor,
  /** The 'To follow up' list and its drafted e-mails. */
  followUpCandidates: isEditor,
  /** Webhook endpoints hold signing secrets and reach other systems: Admin only. */
  manageWebhooks: isAdmin,
  /** /analytics: Admin and Sales; the Recruiter sees none of it. */
  viewAnalytics: isEditor,
  /** The Bench page (the firm's consultants, their cost): Admin and Sales. */
  viewBench: isEditor,
  /** Hide a match from a need's matches (and show it again). */
  hideMatches: isEditor,
  /** GDPR: erasure, access export, the register and the retention run. */
  manageGdpr: isAdmin,
  /**
   * The dossier de compétences is a client-facing CV, sent with the 'send CVs' mail: the roles
   * that may download CVs and generate that mail make it; the Recruiter does neither.
   */
  makeDossier: isEditor,
  /** The firm's dossier template is a firm-wide setting. */
  manageDossierTemplate: isAdmin,
  /** The archive of everything one holds: the pool (Admin), one's needs and candidates (Sales). */
  exportArchive: isEditor,
} as const;
