import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activateLocale } from '../../../i18n/locale.ts';
import { installFakeFetch } from '../../../test/fake-server.ts';
import {
  CANDIDATE_ID,
  NEED_ID,
  OTHER_ID,
  renderDocuments,
  signInAs,
} from '../test/render-documents.tsx';
import { AiMailDialog } from './ai-mail-dialog.tsx';

const candidate = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  email: null,
  cvRole: 'Developer',
  expectedTjm: null,
  cvAvailability: null,
  ...extra,
});

describe('AiMailDialog', () => {
  beforeEach(() => signInAs('Sales'));
  afterEach(() => vi.unstubAllGlobals());

  it('validates the CV mail form before generating, then submits the chosen candidates', async () => {
    const server = installFakeFetch({
      [`GET /needs/${NEED_ID}/candidates`]: () => ({
        status: 200,
        body: [
          candidate(CANDIDATE_ID, 'Jean Dupont'),
          candidate(OTHER_ID, 'Marie Curie', { expectedTjm: 600, cvAvailability: 'Non spécifié' }),
        ],
      }),
      'POST /analysisIA/emails/generate': () => ({
        status: 200,
        body: { mail_job_id: 'flow_00000000-0000-4000-8000-000000000001' },
      }),
    });
    renderDocuments(
      <AiMailDialog need={{ id: NEED_ID, title: 'Kotlin developer' }} opened onClose={() => {}} />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Generate Email' }));
    expect(await screen.findByText('Please select at least one candidate')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: /Jean Dupont/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Marie Curie/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Generate Email' }));
    expect(screen.queryByText('Please select at least one candidate')).toBeNull();
    expect(screen.getAllByText('TJM is required')).toHaveLength(1);
    // 'Non spécifié' counts as no availability.
    expect(screen.getAllByText('Availability is required')).toHaveLength(2);
    expect(server.count('POST /analysisIA/emails/generate')).toBe(0);

    const [tjm] = screen.getAllByLabelText(/TJM/);
    await userEvent.type(tjm!, '550');
    for (const input of screen.getAllByLabelText(/Availability/))
      await userEvent.type(input, 'ASAP');
    await userEvent.click(screen.getByRole('button', { name: 'Generate Email' }));
    expect(await screen.findByTestId('mail-generating')).toBeInTheDocument();
    await waitFor(() => expect(server.count('POST /analysisIA/emails/generate')).toBe(1));
    expect(server.requests.find((r) => r.path === '/analysisIA/emails/generate')?.body).toEqual({
      job_analysis_key: NEED_ID,
      cv_analysis_keys: [CANDIDATE_ID, OTHER_ID],
      cv_details: {
        [CANDIDATE_ID]: { tjm: 550, availability: 'ASAP' },
        [OTHER_ID]: { tjm: 600, availability: 'ASAP' },
      },
    });
  });

  it('says its checks in French in the French interface', async () => {
    await activateLocale('fr');
    try {
      installFakeFetch({
        [`GET /needs/${NEED_ID}/candidates`]: () => ({
          status: 200,
          body: [candidate(CANDIDATE_ID, 'Jean Dupont')],
        }),
      });
      renderDocuments(
        <AiMailDialog
          need={{ id: NEED_ID, title: 'Kotlin developer' }}
          opened
          onClose={() => {}}
        />,
      );
      const generate = await screen.findByRole('button', { name: "Générer l'e-mail" });
      await userEvent.click(generate);
      expect(await screen.findByText('Veuillez sélectionner au moins un candidat')).toBeVisible();
      await userEvent.click(screen.getByRole('checkbox', { name: /Jean Dupont/ }));
      await userEvent.click(generate);
      expect(await screen.findByText('Le TJM est obligatoire')).toBeVisible();
      expect(screen.getByText('La disponibilité est obligatoire')).toBeVisible();
      expect(screen.queryByText('Availability is required')).toBeNull();
    } finally {
      await activateLocale('en');
    }
  });

  it('shows the error state with Try Again and Close when generation cannot start', async () => {
    installFakeFetch({
      [`GET /needs/${NEED_ID}/candidates`]: () => ({ status: 200, body: [] }),
      'POST /analysisIA/need_emails/generate': () => ({
        status: 500,
        body: { detail: 'Need not found' },
      }),
    });
    renderDocuments(
      <AiMailDialog need={{ id: NEED_ID, title: 'Kotlin developer' }} opened onClose={() => {}} />,
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Need Description Mail' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Generate Need Email' }));
    expect(await screen.findByText('Email Generation Failed')).toBeInTheDocument();
    expect(
      screen.getByText('There was an error generating your email. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('completes from polling, with the editable text, Copy, Download and Generate Another Email', async () => {
    const jobId = 'flow_00000000-0000-4000-8000-000000000002';
    const server = installFakeFetch({
      [`GET /needs/${NEED_ID}/candidates`]: () => ({ status: 200, body: [] }),
      'POST /analysisIA/need_emails/generate': () => ({
        status: 200,
        body: { need_mail_job_id: jobId },
      }),
      [`GET /analysisIA/need_mails/${jobId}`]: () => ({
        status: 200,
        body: { email_content: 'Bonjour,\nNous recherchons...', status: 'completed' },
      }),
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderDocuments(
        <AiMailDialog
          need={{ id: NEED_ID, title: 'Kotlin developer' }}
          opened
          onClose={() => {}}
        />,
      );
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await user.click(screen.getByRole('tab', { name: 'Need Description Mail' }));
      await user.click(await screen.findByRole('button', { name: 'Generate Need Email' }));
      // 500 ms before submitting, then the 5 s poll reads the finished mail.
      for (let i = 0; i < 20 && server.count(`GET /analysisIA/need_mails/${jobId}`) === 0; i++)
        await vi.advanceTimersByTimeAsync(1000);
      expect(server.count('POST /analysisIA/need_emails/generate')).toBe(1);
      expect(await screen.findByText('Email generated successfully!')).toBeInTheDocument();
      expect(screen.getByTestId('generated-email')).toHaveValue('Bonjour,\nNous recherchons...');
      expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Generate Another Email' }));
      expect(screen.getByRole('button', { name: 'Generate Need Email' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
  it("attaches a selected candidate's generated dossier to the CV mail and lists it with the result", async () => {
    const fileId = '55555555-5555-4555-8555-555555555555';
    const server = installFakeFetch({
      [`GET /needs/${NEED_ID}/candidates`]: () => ({
        status: 200,
        body: [
          candidate(CANDIDATE_ID, 'Jean Dupont', { expectedTjm: 550, cvAvailability: 'ASAP' }),
        ],
      }),
      [`GET /candidates/${CANDIDATE_ID}/dossiers`]: () => ({
        status: 200,
        body: {
          items: [
            {
              fileId,
              candidateId: CANDIDATE_ID,
              filename: 'DC_JDU_Kotlin_FR.docx',
              format: 'docx',
              createdAt: '2026-11-29T10:00:00.000Z',
            },
          ],
        },
      }),
      'POST /analysisIA/emails/generate': () => ({
        status: 200,
        body: { mail_job_id: 'flow_00000000-0000-4000-8000-000000000002' },
      }),
      'GET /analysisIA/mails/flow_00000000-0000-4000-8000-000000000002': () => ({
        status: 200,
        body: { email_content: 'Objet : Profils', status: 'completed', progress: 100 },
      }),
    });
    renderDocuments(
      <AiMailDialog need={{ id: NEED_ID, title: 'Kotlin developer' }} opened onClose={() => {}} />,
    );
    await userEvent.click(await screen.findByRole('checkbox', { name: /Jean Dupont/ }));
    await userEvent.click(await screen.findByRole('checkbox', { name: /DC_JDU_Kotlin_FR\.docx/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Generate Email' }));
    await waitFor(() => expect(server.count('POST /analysisIA/emails/generate')).toBe(1));
    expect(
      server.requests.find((r) => r.path === '/analysisIA/emails/generate')?.body,
    ).toMatchObject({ attachments: [fileId] });
    expect(
      await screen.findByRole('button', { name: 'DC_JDU_Kotlin_FR.docx' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});
