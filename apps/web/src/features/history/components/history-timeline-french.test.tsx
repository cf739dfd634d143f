import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { THistoryEntry } from '@staffing/domain';
import { activateLocale } from '../../../i18n/locale.ts';
import { installFakeFetch, makeToken, testUser } from '../../../test/fake-server.ts';
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
};

describe('HistoryTimeline in French', () => {
  it('names the kinds, the system and the date in French', async () => {
    installFakeFetch({
      [`GET /needs/${NEED_ID}/history`]: () => ({
        status: 200,
        body: { items: [entry], nextBefore: '1' },
      }),
    });
    renderWithProviders(<HistoryTimeline subject={{ entity: 'need', id: NEED_ID }} />);
    expect(await screen.findByText('Système')).toBeInTheDocument();
    expect(screen.getByText('Modifications de champs')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: "Filtrer l'historique par type" })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Voir plus' })).toBeVisible();
    expect(screen.getByLabelText('25/11/2026 14:30')).toBeInTheDocument();
  });
});
