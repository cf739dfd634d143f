import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { THistoryEntry } from '@staffing/domain';
import { activateLocale } from '../../../i18n/locale.ts';
import { installFakeFetch, makeToken, testUser, route } from '../../../test/fake-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { queryClient } from '../../../shared/api/index.ts';
import { clearSession } from '../../../shared/session/index.ts';
import { startSession } from '../../../shared/session/session-store.ts';
import { HistoryTimeline } from './history-timeline.tsx';

const NEED_ID = '22222222-2222-4222-8222-222222222222';

beforeEach(async () => {
  clearSession();
  queryClient.clear();
  startSession({
    access_token: makeToken(15 * 60_000),
    refresh_token: 'r',
    user: testUser({ role: 'Recruiter' }),
  });
  await activateLocale('fr');
});
afterEach(async () => {
  await activateLocale('en');
  vi.unstubAllGlobals();
});

const entry: THistoryEntry = {
  id: '1',
  at: new Date(2026, 10, 25, 14, 30).toISOString(),
  actor: null,
  kind: 'created',
  action: 'create',
  entityType: 'need',
  entityId: NEED_ID,
  changes: [],
  summary: 'Need created',
  message: null,
  candidate: null,
};

describe('HistoryTimeline in French', () => {
  it('names the kinds, the system and the date in French', async () => {
    installFakeFetch([
      route(`GET /needs/${NEED_ID}/history`, () => ({
        status: 200,
        body: { items: [entry], nextBefore: '1' },
      })),
    ]);
    renderWithProviders(<HistoryTimeline subject={{ entity: 'need', id: NEED_ID }} />);
    expect(await screen.findByText('Système')).toBeInTheDocument();
    expect(screen.getByText('Modifications de champs')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: "Filtrer l'historique par type" })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Voir plus' })).toBeVisible();
    expect(screen.getByLabelText('25/11/2026 14:30')).toBeInTheDocument();
  });

  it('writes moves and automatic steps in French, with the candidate and local times', async () => {
    const at = new Date(2026, 10, 25, 9, 5).toISOString();
    const contact = new Date(2026, 10, 20, 16, 45).toISOString();
    const items: THistoryEntry[] = [
      {
        ...entry,
        id: '3',
        kind: 'step',
        entityType: 'step',
        summary: 'Step Candidate Sent added (need moved)',
        message: {
          code: 'stepAddedByMove',
          params: { type: 'CANDIDATE_SENT', candidate: 'Jean Dupont' },
        },
        candidate: { id: 'c1', name: 'Jean Dupont' },
      },
      {
        ...entry,
        id: '2',
        kind: 'move',
        action: 'move',
        summary: 'Moved from No Candidate to Candidate Sent',
        changes: [
          { field: 'column', label: 'Status', before: 'NO_CANDIDATE', after: 'CANDIDATE_SENT' },
          { field: 'progressPct', label: 'Progress (%)', before: 0, after: 40 },
        ],
        message: { code: 'needMoved', params: { from: 'NO_CANDIDATE', to: 'CANDIDATE_SENT' } },
      },
      {
        ...entry,
        id: '1',
        at,
        kind: 'field',
        action: 'update',
        summary: `Last contact — → ${contact}`,
        changes: [{ field: 'lastContactAt', label: 'Last contact', before: null, after: contact }],
      },
    ];
    installFakeFetch([
      route(`GET /needs/${NEED_ID}/history`, () => ({
        status: 200,
        body: { items, nextBefore: null },
      })),
    ]);
    renderWithProviders(<HistoryTimeline subject={{ entity: 'need', id: NEED_ID }} />);
    expect(
      await screen.findByText('Étape Candidat envoyé ajoutée pour Jean Dupont (besoin déplacé)'),
    ).toBeInTheDocument();
    expect(screen.getByText('Déplacé de Aucun candidat à Candidat envoyé')).toBeInTheDocument();
    expect(
      screen.getByText('Colonne de statut Aucun candidat → Candidat envoyé'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Moved from/)).toBeNull();
    expect(screen.queryByText(new RegExp(contact.slice(0, 16)))).toBeNull();
  });
});
