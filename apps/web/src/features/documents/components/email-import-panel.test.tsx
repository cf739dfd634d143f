import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeFetch } from '../../../test/fake-server.ts';
import { makeJdPreview } from '../test/preview-fixtures.ts';
import { NEED_ID, renderDocuments, signInAs } from '../test/render-documents.tsx';
import { EmailImportPanel } from './email-import-panel.tsx';

describe('Create New Need from a client e-mail', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reviews each position in turn and creates one need per confirmed review', async () => {
    signInAs('Sales');
    const first = makeJdPreview({ filename: 'Pasted e-mail (1/2)' });
    const second = makeJdPreview({ filename: 'Pasted e-mail (2/2)' });
    const server = installFakeFetch({
      'POST /analysisIA/text/preview': () => ({ status: 200, body: { previews: [first, second] } }),
      'POST /needs': (req) => ({ status: 201, body: { id: NEED_ID, ...(req.body as object) } }),
    });
    const onNeedsCreated = vi.fn();
    renderDocuments(<EmailImportPanel onNeedsCreated={onNeedsCreated} />);
    await userEvent.type(
      screen.getByLabelText("The client's e-mail"),
      'Poste 1 : Java{enter}Poste 2 : Data',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Analyze with AI' }));

    expect(await screen.findByTestId('email-position')).toHaveTextContent('Position 1 of 2');
    expect(server.requests.find((r) => r.path === '/analysisIA/text/preview')?.body).toEqual({
      text: 'Poste 1 : Java\nPoste 2 : Data',
    });
    expect(server.count('POST /needs')).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and create need' }));
    expect(await screen.findByText('Position 2 of 2')).toBeInTheDocument();
    expect(server.count('POST /needs')).toBe(1);
    const review = screen.getByTestId('document-review');
    await userEvent.click(within(review).getByRole('button', { name: 'Confirm and create need' }));
    await vi.waitFor(() => expect(onNeedsCreated).toHaveBeenCalled());
    expect(onNeedsCreated.mock.calls[0]![0]).toHaveLength(2);
    expect(server.count('POST /needs')).toBe(2);
  });

  it('keeps the pasted text when the person goes back from the review', async () => {
    signInAs('Sales');
    installFakeFetch({
      'POST /analysisIA/text/preview': () => ({
        status: 200,
        body: { previews: [makeJdPreview()] },
      }),
    });
    renderDocuments(<EmailImportPanel onNeedsCreated={vi.fn()} />);
    await userEvent.type(screen.getByLabelText("The client's e-mail"), 'Besoin Java senior');
    await userEvent.click(screen.getByRole('button', { name: 'Analyze with AI' }));
    await screen.findByTestId('document-review');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText("The client's e-mail")).toHaveValue('Besoin Java senior');
  });
});

describe('Create New Need from an e-mail file or a call for tender', () => {
  afterEach(() => vi.unstubAllGlobals());

  const previews = () => [
    makeJdPreview({ filename: 'ao.pdf (1/2)' }),
    makeJdPreview({ filename: 'ao.pdf (2/2)' }),
  ];
  const fileInput = () =>
    screen.getByTestId('email-import').querySelector<HTMLInputElement>('input[type="file"]')!;

  it('offers .eml, .msg and tender files, and sends an opened .msg as msg', async () => {
    signInAs('Sales');
    const server = installFakeFetch({
      'POST /analysisIA/text/preview': () => ({ status: 200, body: { previews: previews() } }),
    });
    renderDocuments(<EmailImportPanel onNeedsCreated={vi.fn()} />);
    expect(fileInput().accept.split(',')).toEqual(
      expect.arrayContaining(['.eml', '.msg', '.pdf', '.docx']),
    );
    const msg = new File([new Uint8Array([0xd0, 0xcf, 0x11, 0xe0])], 'Besoin.msg', {
      type: 'application/vnd.ms-outlook',
    });
    await userEvent.upload(fileInput(), msg);
    expect(await screen.findByTestId('email-position')).toHaveTextContent('Position 1 of 2');
    expect(server.requests.find((r) => r.path === '/analysisIA/text/preview')?.body).toEqual({
      msg: '0M8R4A==',
    });
  });

  it('reads a call for tender dropped on the panel, one review per lot', async () => {
    signInAs('Sales');
    const server = installFakeFetch({
      'POST /analysisIA/text/preview': () => ({ status: 200, body: { previews: previews() } }),
    });
    renderDocuments(<EmailImportPanel onNeedsCreated={vi.fn()} />);
    const pdf = new File(['%PDF-1.7'], 'ao.pdf', { type: 'application/pdf' });
    fireEvent.drop(screen.getByTestId('email-import'), { dataTransfer: { files: [pdf] } });
    expect(await screen.findByTestId('email-position')).toHaveTextContent('Position 1 of 2');
    expect(server.requests.find((r) => r.path === '/analysisIA/text/preview')?.body).toEqual({
      document: btoa('%PDF-1.7'),
      fileName: 'ao.pdf',
    });
  });

  it("shows the server's refusal of a file that is not what it says", async () => {
    signInAs('Sales');
    installFakeFetch({
      'POST /analysisIA/text/preview': () => ({
        status: 415,
        body: {
          detail: 'This file is not an Outlook message (.msg)',
          code: 'UNSUPPORTED_MEDIA_TYPE',
        },
      }),
    });
    renderDocuments(<EmailImportPanel onNeedsCreated={vi.fn()} />);
    await userEvent.upload(fileInput(), new File(['hello'], 'x.msg'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file is not an Outlook message (.msg)',
    );
  });
});
