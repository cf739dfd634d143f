import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TDossierDraft } from '@staffing/domain';
import { queryClient } from '../../../shared/api/index.ts';
import { clearSession } from '../../../shared/session/index.ts';
import { startSession } from '../../../shared/session/session-store.ts';
import { installFakeFetch, makeToken, testUser } from '../../../test/fake-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import '../../../i18n/more-catalogs.ts';
import { DossierEditorModal } from './dossier-editor-modal.tsx';

const CANDIDATE_ID = '33333333-3333-4333-8333-333333333333';
const NEED_ID = '22222222-2222-4222-8222-222222222222';

const draft = (over: Partial<TDossierDraft> = {}): TDossierDraft => ({
  candidateId: CANDIDATE_ID,
  needId: NEED_ID,
  language: 'fr',
  version: 0,
  edited: false,
  updatedAt: null,
  masked: [
    { field: 'name', original: 'Jean Dupont', replacement: 'JDU' },
    { field: 'employer', original: 'BNP Paribas', replacement: 'une grande banque française' },
  ],
  content: {
    name: 'Jean Dupont',
    title: 'Développeur Java',
    summary: 'Résumé',
    experienceYears: '8 ans',
    skillGroups: [{ family: 'Compétences clés pour la mission', skills: ['Kafka'] }],
    experiences: [],
    education: '',
    languages: [],
  },
  ...over,
});

describe('DossierEditorModal', () => {
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

  it('saves the edits with the version read, then generates with the chosen anonymisation', async () => {
    const server = installFakeFetch({
      [`GET /candidates/${CANDIDATE_ID}/dossier`]: () => ({ status: 200, body: draft() }),
      'GET /dossiers/capabilities': () => ({
        status: 200,
        body: { pdf: false, customTemplate: false, templateFilename: null },
      }),
      [`GET /candidates/${CANDIDATE_ID}/dossiers`]: () => ({ status: 200, body: { items: [] } }),
      [`PUT /candidates/${CANDIDATE_ID}/dossier`]: () => ({
        status: 200,
        body: draft({ version: 1, edited: true }),
      }),
      [`POST /candidates/${CANDIDATE_ID}/dossier/generate`]: () => ({
        status: 201,
        body: {
          fileId: '55555555-5555-4555-8555-555555555555',
          candidateId: CANDIDATE_ID,
          filename: 'DC_JDU_FR.docx',
          format: 'docx',
          createdAt: '2026-11-29T10:00:00.000Z',
          downloadUrl: 'http://x/y',
          masked: [],
        },
      }),
    });
    renderWithProviders(
      <DossierEditorModal candidateId={CANDIDATE_ID} needId={NEED_ID} onClose={() => {}} />,
    );
    const summary = await screen.findByLabelText('Summary');
    // Employers are masked only when asked: the list says so before export.
    expect(screen.getByTestId('dossier-masked').textContent).not.toContain('BNP Paribas');
    await userEvent.click(screen.getByLabelText("Mask employers ('a major French bank')"));
    expect(screen.getByTestId('dossier-masked').textContent).toContain(
      'Employer: BNP Paribas → une grande banque française',
    );
    // No PDF without LibreOffice on the server.
    expect(screen.queryByRole('button', { name: 'Generate PDF' })).toBeNull();

    await userEvent.clear(summary);
    await userEvent.type(summary, 'Nouvelle synthèse');
    await userEvent.click(screen.getByRole('button', { name: 'Generate Word' }));
    await screen.findByText('DC_JDU_FR.docx');
    const put = server.requests.find((r) => r.method === 'PUT');
    expect(put?.body).toMatchObject({
      needId: NEED_ID,
      language: 'fr',
      version: 0,
      content: { summary: 'Nouvelle synthèse' },
    });
    const post = server.requests.find((r) => r.path.endsWith('/dossier/generate'));
    expect(post?.body).toEqual({
      needId: NEED_ID,
      language: 'fr',
      format: 'docx',
      anonymise: true,
      maskEmployers: true,
    });
    // The save came first.
    expect(server.requests.indexOf(put!)).toBeLessThan(server.requests.indexOf(post!));
  });

  it('keeps the typed text and offers to reload when someone saved in between', async () => {
    installFakeFetch({
      [`GET /candidates/${CANDIDATE_ID}/dossier`]: () => ({ status: 200, body: draft() }),
      'GET /dossiers/capabilities': () => ({
        status: 200,
        body: { pdf: true, customTemplate: false, templateFilename: null },
      }),
      [`GET /candidates/${CANDIDATE_ID}/dossiers`]: () => ({ status: 200, body: { items: [] } }),
      [`PUT /candidates/${CANDIDATE_ID}/dossier`]: () => ({
        status: 409,
        body: {
          detail: 'This dossier was changed by someone else. Reload to see the latest version.',
          code: 'STALE_UPDATE',
        },
      }),
    });
    renderWithProviders(
      <DossierEditorModal candidateId={CANDIDATE_ID} needId={NEED_ID} onClose={() => {}} />,
    );
    const summary = await screen.findByLabelText('Summary');
    await userEvent.type(summary, ' et plus');
    await userEvent.click(screen.getByRole('button', { name: 'Save edits' }));
    await screen.findByRole('button', { name: 'Reload the latest version' });
    await waitFor(() => expect(screen.getByLabelText('Summary')).toHaveValue('Résumé et plus'));
    expect(screen.getByRole('button', { name: 'Generate PDF' })).toBeInTheDocument();
  });
});
