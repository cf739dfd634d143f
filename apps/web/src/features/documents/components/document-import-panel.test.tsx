import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TDocumentPreview } from '@staffing/domain';
import { installFakeFetch } from '../../../test/fake-server.ts';
import { makeCvPreview, makeJdPreview } from '../test/preview-fixtures.ts';
import { NEED_ID, renderDocuments, signInAs } from '../test/render-documents.tsx';
import { DocumentImportPanel } from './document-import-panel.tsx';

const pdf = () => new File(['%PDF-1.4 fake'], 'fiche-poste.pdf', { type: 'application/pdf' });
const previewReply = (preview: TDocumentPreview) => () => ({
  status: 200,
  body: { previews: [preview] },
});

async function dropAndAnalyze() {
  fireEvent.change(screen.getByTestId('analysis-file-input'), { target: { files: [pdf()] } });
  await userEvent.click(screen.getByRole('button', { name: 'Analyze with AI' }));
}

describe('the AI Analysis tab reviews a document before anything is created', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each field with its source line, marks unknown ones and creates only on Confirm', async () => {
    signInAs('Sales');
    const server = installFakeFetch({
      'POST /analysisIA/files/analyze': previewReply(makeJdPreview()),
      'POST /needs': (req) => ({ status: 201, body: { id: NEED_ID, ...(req.body as object) } }),
    });
    const onNeedCreated = vi.fn();
    renderDocuments(<DocumentImportPanel kind="jd" onNeedCreated={onNeedCreated} />);
    await dropAndAnalyze();

    const review = await screen.findByTestId('document-review');
    expect(
      within(review).getByText('From line 3: « TJM : 620 euros par jour »'),
    ).toBeInTheDocument();
    // The section of the evidence line, when the server named one.
    expect(within(review).getByText('Section: Required skills')).toBeInTheDocument();
    expect(within(review).getAllByTestId('review-section')).toHaveLength(1);
    expect(within(review).getAllByText('Not found in the document').length).toBeGreaterThan(0);
    expect(within(review).getByLabelText(/Company/)).toHaveValue('');
    expect(server.count('POST /needs')).toBe(0);

    const title = within(review).getByLabelText(/Title/);
    await userEvent.clear(title);
    await userEvent.type(title, 'Lead Java developer');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and create need' }));
    await vi.waitFor(() => expect(onNeedCreated).toHaveBeenCalled());
    const created = server.requests.find((r) => r.method === 'POST' && r.path === '/needs');
    expect(created?.body).toMatchObject({
      title: 'Lead Java developer',
      client: 'Banque Alpine',
      tjm: 620,
      jdLocation: 'Lyon',
    });
  });

  it('gives the new need its creator as owner, the chosen priority and the contact the document names', async () => {
    signInAs('Sales');
    // jsdom has no layout: the priority list scrolls its option into view.
    Element.prototype.scrollIntoView ??= () => {};
    const preview = makeJdPreview();
    preview.fields.push(
      {
        key: 'orderClientName',
        value: 'Marie Dupont',
        line: 7,
        source: 'Contact : Marie Dupont',
        section: null,
      },
      {
        key: 'orderClientEmail',
        value: 'marie@alpine.fr',
        line: 8,
        source: 'marie@alpine.fr',
        section: null,
      },
    );
    const server = installFakeFetch({
      'POST /analysisIA/files/analyze': previewReply(preview),
      'GET /users': () => ({ status: 200, body: { items: [], total: 0 } }),
      'POST /needs': (req) => ({ status: 201, body: { id: NEED_ID, ...(req.body as object) } }),
    });
    const onNeedCreated = vi.fn();
    renderDocuments(<DocumentImportPanel kind="jd" onNeedCreated={onNeedCreated} />);
    await dropAndAnalyze();

    const review = await screen.findByTestId('document-review');
    expect(within(review).getByRole('textbox', { name: 'Owner' })).toHaveValue('Ada Admin');
    expect(within(review).getByLabelText(/Order client \(contact\)/)).toHaveValue('Marie Dupont');
    await userEvent.click(within(review).getByRole('textbox', { name: 'Priority' }));
    await userEvent.click(
      await screen.findByRole('option', { name: 'High priority', hidden: true }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and create need' }));
    await vi.waitFor(() => expect(onNeedCreated).toHaveBeenCalled());
    const created = server.requests.find((r) => r.method === 'POST' && r.path === '/needs');
    expect(created?.body).toMatchObject({
      consultants: ['11111111-1111-4111-8111-111111111111'],
      priority: 'P1',
      orderClients: ['Marie Dupont'],
      orderClientsEmail: ['marie@alpine.fr'],
    });
  });

  it('leaves the owner to choose when an Admin creates the need (owners are Sales users)', async () => {
    signInAs('Admin');
    const server = installFakeFetch({
      'POST /analysisIA/files/analyze': previewReply(makeJdPreview()),
      'GET /users': () => ({ status: 200, body: { items: [], total: 0 } }),
      'POST /needs': (req) => ({ status: 201, body: { id: NEED_ID, ...(req.body as object) } }),
    });
    const onNeedCreated = vi.fn();
    renderDocuments(<DocumentImportPanel kind="jd" onNeedCreated={onNeedCreated} />);
    await dropAndAnalyze();
    const review = await screen.findByTestId('document-review');
    expect(within(review).getByRole('textbox', { name: 'Owner' })).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and create need' }));
    await vi.waitFor(() => expect(onNeedCreated).toHaveBeenCalled());
    const created = server.requests.find((r) => r.method === 'POST' && r.path === '/needs');
    expect((created?.body as { consultants?: string[] }).consultants ?? []).toEqual([]);
  });

  it('refuses to confirm without the required fields, as the manual form does', async () => {
    signInAs('Sales');
    const server = installFakeFetch({
      'POST /analysisIA/files/analyze': previewReply(makeJdPreview({ fields: [] })),
    });
    renderDocuments(<DocumentImportPanel kind="jd" onNeedCreated={vi.fn()} />);
    await dropAndAnalyze();
    await screen.findByTestId('document-review');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and create need' }));
    expect(
      await screen.findByText('Please fix the marked fields before confirming.'),
    ).toBeInTheDocument();
    expect(server.count('POST /needs')).toBe(0);
  });

  it('asks what to do with a CV dropped as a job description', async () => {
    signInAs('Sales');
    const server = installFakeFetch({
      'POST /analysisIA/files/analyze': previewReply(
        makeJdPreview({ detectedKind: 'cv', kindMismatch: true }),
      ),
    });
    renderDocuments(
      <DocumentImportPanel kind="jd" onNeedCreated={vi.fn()} onCandidateCreated={vi.fn()} />,
    );
    await dropAndAnalyze();
    const question = await screen.findByTestId('document-kind-mismatch');
    expect(question).toHaveTextContent('This file looks like a CV, not a job description.');
    expect(
      within(question).getByRole('button', { name: 'Import as a candidate instead' }),
    ).toBeInTheDocument();
    expect(
      within(question).getByRole('button', { name: 'Choose another file' }),
    ).toBeInTheDocument();

    server.fetchMock.mockClear();
    installFakeFetch({ 'POST /analysisIA/files/analyze': previewReply(makeCvPreview()) });
    await userEvent.click(
      within(question).getByRole('button', { name: 'Import as a candidate instead' }),
    );
    expect(
      await screen.findByRole('button', { name: 'Confirm and add candidate' }),
    ).toBeInTheDocument();
  });

  it('says when a scan was read by OCR, and only then', async () => {
    signInAs('Sales');
    installFakeFetch({
      'POST /analysisIA/files/analyze': previewReply(makeCvPreview({ readBy: 'ocr' })),
    });
    renderDocuments(<DocumentImportPanel kind="cv" onCandidateCreated={vi.fn()} />);
    await dropAndAnalyze();
    const review = await screen.findByTestId('document-review');
    expect(within(review).getByTestId('read-by-ocr')).toHaveTextContent(
      'This document is a scan: its text was read by OCR. Check every field against the document.',
    );
  });

  it('says nothing of OCR for a document read from its text', async () => {
    signInAs('Sales');
    installFakeFetch({ 'POST /analysisIA/files/analyze': previewReply(makeJdPreview()) });
    renderDocuments(<DocumentImportPanel kind="jd" onNeedCreated={vi.fn()} />);
    await dropAndAnalyze();
    const review = await screen.findByTestId('document-review');
    expect(within(review).queryByTestId('read-by-ocr')).toBeNull();
  });

  it('says when the text of a file cannot be read and offers to fill in by hand', async () => {
    signInAs('Sales');
    installFakeFetch({
      'POST /analysisIA/files/analyze': previewReply(
        makeJdPreview({
          readable: false,
          fields: [],
          analysis: null,
          message:
            'The text of this file could not be read (a scanned image, an empty or damaged file). Fill the fields by hand or try another file.',
        }),
      ),
    });
    const onManualEntry = vi.fn();
    renderDocuments(
      <DocumentImportPanel kind="jd" onNeedCreated={vi.fn()} onManualEntry={onManualEntry} />,
    );
    await dropAndAnalyze();
    const alert = await screen.findByTestId('document-unreadable');
    expect(alert).toHaveTextContent('The text of this file could not be read');
    await userEvent.click(within(alert).getByRole('button', { name: 'Fill in by hand' }));
    expect(onManualEntry).toHaveBeenCalled();
  });

  it('says what went wrong when the analysis fails', async () => {
    signInAs('Sales');
    installFakeFetch({
      'POST /analysisIA/files/analyze': () => ({
        status: 413,
        body: { detail: 'File size must be less than 50MB', code: 'TOO_LARGE' },
      }),
    });
    renderDocuments(<DocumentImportPanel kind="jd" onNeedCreated={vi.fn()} />);
    await dropAndAnalyze();
    expect(
      await screen.findByText('AI analysis failed: File size must be less than 50MB'),
    ).toBeInTheDocument();
  });
});
