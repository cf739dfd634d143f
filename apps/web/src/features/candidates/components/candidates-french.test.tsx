import { Tabs } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../../i18n/locale.ts';
import { installFakeFetch } from '../../../test/fake-server.ts';
import {
  NEED_ID,
  makeCandidate,
  makeStep,
  renderCandidates,
  signInAs,
} from '../test/render-candidates.tsx';
import { CandidatesPage } from './candidates-page.tsx';
import { useNeedCandidateTabs } from './need-candidate-tabs.tsx';

function Tracker() {
  const tabs = useNeedCandidateTabs({ id: NEED_ID }, { needTjm: 650 });
  return (
    <Tabs defaultValue={tabs[0]!.value}>
      <Tabs.List>
        {tabs.map((t) => (
          <Tabs.Tab key={t.value} value={t.value}>
            {t.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((t) => (
        <Tabs.Panel key={t.value} value={t.value}>
          {t.panel}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

beforeEach(async () => {
  signInAs('Sales');
  await activateLocale('fr');
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await activateLocale('en');
});

describe('candidates in French', () => {
  it('shows the candidates page, its dates and margins in French', async () => {
    const candidate = makeCandidate({
      name: 'Jeanne Martin',
      email: null,
      expectedTjm: 650,
      consultantDailyCost: 500,
      updatedAt: '2026-11-25T10:00:00.000Z',
    });
    installFakeFetch({
      'GET /candidates': () => ({
        status: 200,
        body: { items: [candidate], total: 1, page: 1, size: 24, pages: 1 },
      }),
    });
    renderCandidates(<CandidatesPage />);
    expect(await screen.findByText('Jeanne Martin')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Candidats' })).toBeInTheDocument();
    expect(screen.getByTestId('candidates-count')).toHaveTextContent('1 sur 1 candidats');
    const card = screen.getByTestId('candidate-list-card');
    expect(within(card).getByText('Mis à jour le 25/11/2026')).toBeInTheDocument();
    expect(within(card).getByText("Pas d'e-mail")).toBeInTheDocument();
    expect(within(card).getByTestId('cv-state')).toHaveTextContent('Pas de CV');
    expect(within(card).getByTestId('margin-badge')).toHaveTextContent('Marge 150 €/jour · 23 %');
    expect(screen.getByRole('button', { name: 'Filtres' })).toBeInTheDocument();
  });

  it('shows the tracker tabs and a rejected candidate in French', async () => {
    installFakeFetch({
      [`GET /candidates/by-need/${NEED_ID}/with-status`]: () => ({
        status: 200,
        body: [
          makeCandidate({ name: 'Ivy Identifiée', consultantDailyCost: 500 }),
          makeCandidate({
            id: '33333333-3333-4333-8333-000000000009',
            name: 'Nora Refusée',
            latestStep: makeStep('GO_NOGO', {
              date: '2026-11-25T10:00:00.000Z',
              detailGoNoGo: { decision: 'NO_GO', reason: null },
            }),
          }),
        ],
      }),
    });
    renderCandidates(<Tracker />);
    expect(await screen.findByRole('tab', { name: 'Identifiés (1)' })).toBeInTheDocument();
    expect(await screen.findByText('Ivy Identifiée')).toBeInTheDocument();
    expect(screen.getByTestId('margin-badge')).toHaveTextContent('Marge 150 €/jour · 23 %');
    expect(screen.getAllByRole('button', { name: 'Ajouter un candidat' }).length).toBeGreaterThan(
      0,
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Refusés (1)' }));
    const card = await screen.findByTestId('rejected-candidate-card');
    expect(within(card).getByText('No Go')).toBeInTheDocument();
    expect(within(card).getByText('Aucun motif indiqué')).toBeInTheDocument();
    expect(within(card).getByText('25/11/2026')).toBeInTheDocument();
  });
});
