import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TCandidate } from '@staffing/domain';
import '../../../i18n/app-catalogs.ts';
import '../../../i18n/more-catalogs.ts';
import { installFakeFetch, makeToken, route, testUser } from '../../../test/fake-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { queryClient } from '../../../shared/api/index.ts';
import { clearSession } from '../../../shared/session/index.ts';
import { startSession } from '../../../shared/session/session-store.ts';
import { DraftDuplicateWarning } from './draft-duplicate-warning.tsx';
import { DuplicateWarning } from './duplicate-warning.tsx';

const NEW_ID = '33333333-3333-4333-8333-333333333333';
const OLD_ID = '44444444-4444-4444-8444-444444444444';

function candidate(overrides: Partial<TCandidate>): TCandidate {
  return {
    id: NEW_ID,
    name: 'K. Benali',
    email: null,
    phone: null,
    skills: [],
    cvUrl: null,
    cvFileName: null,
    expectedTjm: null,
    salesforceId: null,
    linkedinUrl: null,
    poolKind: 'external',
    missionEndDate: null,
    needId: null,
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
    cv1stExperienceTitle: null,
    cv1stExperienceCompany: null,
    cv1stExperienceStartDate: null,
    cv1stExperienceEndDate: null,
    cv1stExperienceLocation: null,
    cv1stExperienceResponsibilitiesJson: null,
    cv2ndExperienceTitle: null,
    cv2ndExperienceCompany: null,
    cv2ndExperienceStartDate: null,
    cv2ndExperienceEndDate: null,
    cv2ndExperienceLocation: null,
    cv3rdExperienceTitle: null,
    cv3rdExperienceCompany: null,
    cv3rdExperienceStartDate: null,
    cv3rdExperienceEndDate: null,
    cv3rdExperienceLocation: null,
    relevanceScore: null,
    scoreJustification: null,
    scoreJobId: null,
    scoredAt: null,
    needs: [],
    status: null,
    manualFields: [],
    legalBasis: 'legitimate_interest',
    consentGivenAt: null,
    lastContactAt: null,
    retentionDeadline: null,
    retentionWarnedAt: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    version: 1,
    ...overrides,
  };
}

const added = candidate({
  email: 'kb@gmail.com',
  phone: '+33612345678',
  updatedAt: '2026-03-02T10:00:00.000Z',
  version: 3,
});
const existing = candidate({
  id: OLD_ID,
  name: 'Karim Benali',
  phone: '+33612345678',
  cvCity: 'Lyon',
  version: 7,
});

beforeEach(() => {
  clearSession();
  queryClient.clear();
  startSession({
    access_token: makeToken(15 * 60_000),
    refresh_token: 'r',
    user: testUser({ role: 'Sales' }),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('DuplicateWarning', () => {
  it('says who it may be and why, and merges the new record into the existing one, then offers Undo', async () => {
    const server = installFakeFetch([
      route(`GET /candidates/${NEW_ID}/duplicates`, () => ({
        status: 200,
        body: [
          {
            candidate: existing,
            reasons: ['same_phone' as const],
            score: 90,
            message: 'This may be Karim Benali (same phone)',
          },
        ],
      })),
      route(`GET /candidates/${NEW_ID}`, () => ({ status: 200, body: added })),
      route(`GET /candidates/${OLD_ID}`, () => ({ status: 200, body: existing })),
      route(`POST /candidates/${OLD_ID}/merge`, () => ({
        status: 200,
        body: {
          id: '55555555-5555-4555-8555-555555555555',
          keptId: OLD_ID,
          mergedId: NEW_ID,
          mergedName: 'K. Benali',
          createdAt: '2026-03-02T11:00:00.000Z',
          undoUntil: '2026-04-01T11:00:00.000Z',
          undoneAt: null,
          candidate: { ...existing, name: 'K. Benali' },
        },
      })),
      route('POST /candidate-merges/55555555-5555-4555-8555-555555555555/undo', () => ({
        status: 200,
        body: { kept: existing, restored: added },
      })),
    ]);
    renderWithProviders(<DuplicateWarning candidateId={NEW_ID} />);
    expect(await screen.findByText('This may be Karim Benali (same phone)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Karim Benali' })).toHaveAttribute(
      'href',
      `/candidates?candidate=${OLD_ID}`,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Merge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Merge two candidates' });
    // The newest record's name is chosen; the city only the older one has stays.
    expect(await within(dialog).findByRole('radio', { name: 'K. Benali' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Lyon' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Karim Benali' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Merge the two records' }));

    const merge = server.requests.find((r) => r.path === `/candidates/${OLD_ID}/merge`);
    expect(merge?.body).toMatchObject({
      mergedId: NEW_ID,
      version: 7,
      mergedVersion: 3,
      fields: { name: 'kept', email: 'merged', cvCity: 'kept' },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('The merge was undone.')).toBeInTheDocument();
    expect(server.count('POST /candidate-merges/55555555-5555-4555-8555-555555555555/undo')).toBe(
      1,
    );
  });

  it('remembers “Not the same person”', async () => {
    let dismissed = false;
    const server = installFakeFetch([
      route(`GET /candidates/${NEW_ID}/duplicates`, () => ({
        status: 200,
        body: dismissed
          ? []
          : [
              {
                candidate: existing,
                reasons: ['similar_name_same_city' as const],
                score: 60,
                message: 'x',
              },
            ],
      })),
      route('POST /candidates/duplicates/dismiss', () => {
        dismissed = true;
        return { status: 204 };
      }),
    ]);
    renderWithProviders(<DuplicateWarning candidateId={NEW_ID} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Not the same person' }));
    expect(await screen.findByText('Noted: they will not be proposed again.')).toBeInTheDocument();
    expect(server.requests.find((r) => r.path === '/candidates/duplicates/dismiss')?.body).toEqual({
      candidateId: NEW_ID,
      otherId: OLD_ID,
    });
    expect(screen.queryByText(/This may be/)).not.toBeInTheDocument();
  });

  it('warns while the add form is typed, with what was typed so far', async () => {
    const server = installFakeFetch([
      route('POST /candidates/duplicates/check', () => ({
        status: 200,
        body: [
          {
            candidate: existing,
            reasons: ['same_phone' as const],
            score: 90,
            message: 'This may be Karim Benali (same phone)',
          },
        ],
      })),
    ]);
    renderWithProviders(
      <DraftDuplicateWarning draft={{ name: 'Jean Neuf', email: '', phone: '0612345678' }} />,
    );
    expect(await screen.findByText(/This may be Karim Benali \(same phone\)/)).toBeInTheDocument();
    expect(server.requests.find((r) => r.path === '/candidates/duplicates/check')?.body).toEqual({
      name: 'Jean Neuf',
      email: '',
      phone: '0612345678',
    });
  });
});
