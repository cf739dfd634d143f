// Mantine's combobox scrolls options into view, which jsdom does not implement.
if (typeof Element !== 'undefined') Element.prototype.scrollIntoView ??= () => {};

import type { ReactNode } from 'react';
import type { TRole } from '@staffing/domain';
// The English catalogues, as the signed-in layout brings them.
import '../../../i18n/app-catalogs.ts';
import { queryClient } from '../../../shared/api/index.ts';
import { LiveConnectionContext, type LiveConnection } from '../../../shared/live/index.ts';
import { clearSession } from '../../../shared/session/index.ts';
import { startSession } from '../../../shared/session/session-store.ts';
import { makeToken, testUser } from '../../../test/fake-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';

/** A live connection that never delivers anything, for components that subscribe. */
const silentConnection = {
  on: () => () => {},
  subscribeJob: () => () => {},
} as unknown as LiveConnection;

export function signInAs(role: TRole = 'Admin') {
  clearSession();
  queryClient.clear();
  startSession({
    access_token: makeToken(15 * 60_000),
    refresh_token: 'r',
    user: testUser({ role }),
  });
}

export function renderCandidates(ui: ReactNode) {
  return renderWithProviders(
    <LiveConnectionContext value={silentConnection}>{ui}</LiveConnectionContext>,
  );
}

export const NEED_ID = '22222222-2222-4222-8222-222222222222';
export const CANDIDATE_ID = '33333333-3333-4333-8333-333333333333';

export function makeStep(type: string, overrides: Record<string, unknown> = {}) {
  return {
    id: `${type}-id-0000-0000`,
    needId: NEED_ID,
    candidateId: CANDIDATE_ID,
    type,
    status: 'COMPLETED',
    date: '2026-01-10T10:00:00.000Z',
    comment: null,
    propositionUrl: null,
    missionUrl: null,
    workflowRequestId: null,
    salesforceId: null,
    source: null,
    priority: null,
    meta: null,
    detailCandidateSent: null,
    detailCandidateInterview: null,
    detailGoNoGo: null,
    detailSale: null,
    createdAt: '2026-01-10T10:00:00.000Z',
    updatedAt: '2026-01-10T10:00:00.000Z',
    ...overrides,
  };
}

export function makeCandidate(overrides: Record<string, unknown> = {}) {
  const exp = (n: string) => ({
    [`cv${n}ExperienceTitle`]: null,
    [`cv${n}ExperienceCompany`]: null,
    [`cv${n}ExperienceStartDate`]: null,
    [`cv${n}ExperienceEndDate`]: null,
    [`cv${n}ExperienceLocation`]: null,
  });
  return {
    id: CANDIDATE_ID,
    name: 'Jean Dupont',
    email: 'jean@example.com',
    phone: null,
    skills: ['Java'],
    cvUrl: 'manual-entry-no-cv',
    cvFileName: null,
    expectedTjm: null,
    salesforceId: null,
    linkedinUrl: null,
    poolKind: 'external',
    missionEndDate: null,
    needId: NEED_ID,
    cvRole: null,
    cvExperienceYears: null,
    cvTrigramme: null,
    cvCity: null,
    cvPostalCode: null,
    cvCountry: null,
    cvAvailability: null,
    cvEducation: null,
    cvAnalysisStatus: null,
    cvAnalysis: null,
    cvHardSkillsJson: null,
    cvSoftSkillsJson: null,
    cvKeyStrengthsJson: null,
    cvLanguagesJson: null,
    cvMissingSkillsJson: null,
    ...exp('1st'),
    cv1stExperienceResponsibilitiesJson: null,
    ...exp('2nd'),
    ...exp('3rd'),
    relevanceScore: null,
    scoreJustification: null,
    scoreJobId: null,
    scoredAt: null,
    needs: [],
    status: 'ACTIVE',
    manualFields: [],
    legalBasis: 'legitimate_interest',
    consentGivenAt: null,
    lastContactAt: null,
    retentionDeadline: null,
    retentionWarnedAt: null,
    createdAt: '2026-01-10T10:00:00.000Z',
    updatedAt: '2026-01-10T10:00:00.000Z',
    version: 1,
    latestStep: null,
    stage: 'CANDIDATE_IDENTIFIED',
    stageProgress: 20,
    ...overrides,
  };
}
