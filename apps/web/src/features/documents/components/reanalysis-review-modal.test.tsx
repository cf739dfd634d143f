import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeFetch } from '../../../test/fake-server.ts';
import { makeJdPreview } from '../test/preview-fixtures.ts';
import { NEED_ID, renderDocuments, signInAs } from '../test/render-documents.tsx';
import { ReanalysisReviewModal } from './reanalysis-review-modal.tsx';

const need = {
  id: NEED_ID,
  version: 7,
  title: 'Développeur Java senior',
  client: 'Banque Alpine',
  tjm: 500,
  jdLocation: null,
  jdCompany: 'Alpine Digital (typed)',
  jdRequiredSkills: ['Cobol'],
  manualFields: ['tjm', 'jdCompany', 'jdRequiredSkills'],
};
const preview = makeJdPreview({
  fields: [
    {
      key: 'title',
      value: 'Développeur Java senior',
      source: 'Poste : Développeur Java senior',
      line: 2,
      section: 'header',
    },
    { key: 'tjm', value: 620, source: 'TJM : 620 euros par jour', line: 4, section: 'header' },
    { key: 'location', value: 'Lyon', source: 'Lieu : Lyon', line: 5, section: 'context' },
    {
      key: 'company',
      value: 'Banque Alpine',
      source: 'Client : Banque Alpine',
      line: 3,
      section: 'company',
    },
  ],
});
const file = new File(['%PDF'], 'fiche.pdf', { type: 'application/pdf' });

describe('re-analysing an existing need', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows both values, keeps the typed ones by default and patches only the chosen changes', async () => {
    signInAs('Sales');
    const server = installFakeFetch({
      'POST /analysisIA/files/analyze': () => ({ status: 200, body: { previews: [preview] } }),
      [`GET /needs/${NEED_ID}`]: () => ({ status: 200, body: need }),
      [`PATCH /needs/${NEED_ID}`]: () => ({
        status: 409,
        body: { detail: 'stale', code: 'STALE_UPDATE' },
      }),
    });
    renderDocuments(
      <ReanalysisReviewModal
        kind="jd"
        recordId={NEED_ID}
        file={file}
        onClose={vi.fn()}
        onDone={vi.fn()}
      />,
    );
    const rows = await screen.findAllByTestId('reanalysis-row');
    // The title is the same: no row for it.
    expect(rows.map((r) => r.textContent)).toHaveLength(3);
    const company = rows.find((r) => r.textContent?.includes('Company'))!;
    expect(within(company).getByText('Typed by hand')).toBeInTheDocument();
    expect(within(company).getByLabelText(/Keep current value: Alpine Digital/)).toBeChecked();
    expect(
      within(company).getByText('From line 3: « Client : Banque Alpine »'),
    ).toBeInTheDocument();
    expect(within(company).getByText('Section: Company')).toBeInTheDocument();
    const location = rows.find((r) => r.textContent?.includes('Location'))!;
    expect(within(location).getByLabelText(/Use the document: Lyon/)).toBeChecked();

    await userEvent.click(within(company).getByLabelText(/Use the document: Banque Alpine/));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const patch = await vi.waitFor(() => {
      const found = server.requests.find((r) => r.method === 'PATCH');
      if (!found) throw new Error('no PATCH yet');
      return found;
    });
    expect(patch.body).toEqual({ jdLocation: 'Lyon', jdCompany: 'Banque Alpine', version: 7 });

    // Someone else changed the need: the choices stay and Reload is offered.
    expect(await screen.findByText(/This need was changed by someone else/)).toBeInTheDocument();
    expect(within(company).getByLabelText(/Use the document: Banque Alpine/)).toBeChecked();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
