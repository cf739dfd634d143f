import '../../../i18n/app-catalogs.ts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../../i18n/locale.ts';
import { clearSession } from '../../../shared/session/index.ts';
import { installFakeFetch, route } from '../../../test/fake-server.ts';
import {
  NEED_ID,
  makeDetail,
  makeRequest,
  page,
  renderWorkflows,
  signInAs,
} from '../test/workflow-fixtures.tsx';
import { WorkflowRequestDetail } from './workflow-request-detail.tsx';
import { WorkflowRequestsPage } from './workflow-requests-page.tsx';

beforeEach(async () => {
  signInAs('Admin');
  await activateLocale('fr');
});
afterEach(async () => {
  await activateLocale('en');
  clearSession();
  vi.unstubAllGlobals();
});

describe('Workflow screens in French', () => {
  it('lists the requests with French headers, statuses, types and dates', async () => {
    const request = makeRequest({
      status: 'IN_PROGRESS',
      attempts: 2,
      updatedAt: '2026-11-25T10:00:00.000Z',
    });
    installFakeFetch([
      route('GET /workflow-requests', () => ({ status: 200, body: page([request]) })),
    ]);
    renderWorkflows(<WorkflowRequestsPage />, { route: '/admin/workflows' });
    expect(
      await screen.findByRole('heading', { name: 'Demandes de workflow' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('1 demande de workflow')).toBeInTheDocument();
    const table = screen.getByRole('table');
    for (const column of ['Besoin', 'Candidat', 'Statut', 'Tentatives', 'Dernière erreur'])
      expect(within(table).getByRole('columnheader', { name: column })).toBeInTheDocument();
    expect(within(table).getByText('En cours')).toBeInTheDocument();
    expect(within(table).getByText('Opportunité')).toBeInTheDocument();
    expect(within(table).getByText("Créer l'opportunité")).toBeInTheDocument();
    expect(within(table).getByText(/25\/11\/2026/)).toBeInTheDocument();
    expect(screen.getByLabelText('Rechercher des demandes de workflow')).toBeInTheDocument();
  });

  it('shows the detail with French labels, amounts per day and dates', async () => {
    const request = makeRequest({
      status: 'NEW',
      type: 'salesforce_proposition_create',
      payload: {
        needId: NEED_ID,
        needTitle: 'Java developer',
        clientName: 'Acme Bank',
        expectedTjm: 610,
        commercialConcession: 1500,
        endDate: '2026-11-25',
      },
    });
    installFakeFetch([
      route(`GET /workflow-requests/${request.id}`, () => ({
        status: 200,
        body: makeDetail(request),
      })),
      route(`GET /needs/${NEED_ID}/candidates`, () => ({ status: 200, body: [] })),
    ]);
    renderWorkflows(<WorkflowRequestDetail id={request.id} />);
    const context = within(await screen.findByRole('region', { name: 'Contexte commercial' }));
    expect(context.getByText('TJM du besoin')).toBeInTheDocument();
    expect(context.getByText(/^650,00\s€\/jour$/)).toBeInTheDocument();
    expect(context.getByText(/^610,00\s€\/jour$/)).toBeInTheDocument();
    expect(context.getByText(/^1\s500,00\s€$/)).toBeInTheDocument();
    expect(context.getByText('25/11/2026')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Créer la proposition' })).toBeInTheDocument();
    expect(screen.getByTestId('workflow-status')).toHaveTextContent('Nouvelle');
    expect(
      screen.getByRole('button', { name: 'Enregistrer les modifications' }),
    ).toBeInTheDocument();
  });
});
