import type { TRole } from './user.schema.ts';

/** Every role rule of the spec in one table: the web hides, the server refuses. */
export const can = {
  manageUsers: (role: TRole) => role === 'Admin',
  /** Integrations' API keys: create, list, revoke. */
  manageApiKeys: (role: TRole) => role === 'Admin',
  administerFlows: (role: TRole) => role === 'Admin',
  mutateNeeds: (role: TRole) => role !== 'Recruiter',
  hardDeleteNeed: (role: TRole) => role === 'Admin',
  mutateCandidates: (role: TRole) => role !== 'Recruiter',
  deleteCandidate: (role: TRole) => role === 'Admin',
  detachCandidate: (role: TRole) => role === 'Admin',
  mutateSteps: (role: TRole) => role !== 'Recruiter',
  useViewSwitcher: (role: TRole) => role !== 'Recruiter',
  openNeedsList: (role: TRole) => role !== 'Recruiter',
  openCandidatesPage: (role: TRole) => role !== 'Recruiter',
  openWorkflows: (role: TRole) => role !== 'Recruiter',
  downloadCv: (role: TRole) => role !== 'Recruiter',
  requestScoring: (role: TRole) => role !== 'Recruiter',
  generateMail: (role: TRole) => role !== 'Recruiter',
  /** AI Mail is hidden for the Recruiter, so is what it generated (read by job id). */
  readGeneratedMail: (role: TRole) => role !== 'Recruiter',
  /** Running a document analysis (pasted text or uploaded files) is an AI action of the editors. */
  runAnalysis: (role: TRole) => role !== 'Recruiter',
  /** The consultant daily cost and the margin; never sent to a Recruiter. */
  seeMargin: (role: TRole) => role !== 'Recruiter',
  /** The 'To follow up' list and its drafted e-mails. */
  followUpCandidates: (role: TRole) => role !== 'Recruiter',
  /** Webhook endpoints hold signing secrets and reach other systems: Admin only. */
  manageWebhooks: (role: TRole) => role === 'Admin',
  /** /analytics: Admin and Sales; the Recruiter sees none of it. */
  viewAnalytics: (role: TRole) => role !== 'Recruiter',
  /** GDPR: erasure, access export, the register and the retention run. */
  manageGdpr: (role: TRole) => role === 'Admin',
} as const;
