import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LiveConnection, LiveEventHandler } from '../../../shared/live/index.ts';
import { LiveConnectionContext } from '../../../shared/live/index.ts';
import { installFakeFetch } from '../../../test/fake-server.ts';
import { CANDIDATE_ID, renderDocuments, signInAs } from '../test/render-documents.tsx';
import { pdfFile, scriptedTransport } from '../test/fake-xhr.ts';
import { FileUploader } from './file-uploader.tsx';

const target = { kind: 'cv' as const, candidateId: CANDIDATE_ID };
const base = `/candidates/${CANDIDATE_ID}/cv`;
const presignReply = (request: { path: string }) => ({
  status: 200,
  body: {
    method: 'POST',
    uploadUrl: 'http://files.test/up',
    fields: { key: 'k' },
    objectKey: `cv/${CANDIDATE_ID}/a.pdf`,
    path: request.path,
  },
});

function choose(file: File) {
  fireEvent.change(screen.getByTestId('cv-file-input'), { target: { files: [file] } });
}

describe('FileUploader', () => {
  beforeEach(() => signInAs('Sales'));
  afterEach(() => vi.unstubAllGlobals());

  it('refuses a file of another type before any request', async () => {
    const server = installFakeFetch([]);
    renderDocuments(
      <FileUploader target={target} label="CV" hasFile={false} maxMb={10} canModify />,
    );
    choose(new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(
      await screen.findByText('Upload failed: Please upload a PDF, DOC, or DOCX file'),
    ).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });

  it('refuses a CV above 10MB on the card', async () => {
    installFakeFetch([]);
    renderDocuments(
      <FileUploader target={target} label="CV" hasFile={false} maxMb={10} canModify />,
    );
    choose(pdfFile('big.pdf', 10 * 1024 * 1024 + 1));
    expect(
      await screen.findByText('Upload failed: File size must be less than 10MB'),
    ).toBeInTheDocument();
  });

  it("shows 'Uploading... N%' and completes with objectKey and filename", async () => {
    const server = installFakeFetch({
      [`GET ${base}/presign`]: presignReply,
      [`POST ${base}/complete`]: () => ({
        status: 200,
        body: { objectKey: `cv/${CANDIDATE_ID}/a.pdf`, filename: 'cv.pdf', entity_id: 'flow_1' },
      }),
    });
    const { transport, xhrs } = scriptedTransport(['hang']);
    const onUploaded = vi.fn();
    renderDocuments(
      <FileUploader
        target={target}
        label="CV"
        hasFile={false}
        maxMb={10}
        canModify
        transport={transport}
        onUploaded={onUploaded}
      />,
    );
    choose(pdfFile('cv.pdf'));
    expect(await screen.findByText('Upload started...')).toBeInTheDocument();
    await waitFor(() => expect(xhrs).toHaveLength(1));
    xhrs[0]!.report(42);
    expect(await screen.findByText('Uploading... 42%')).toBeInTheDocument();
    xhrs[0]!.status = 204;
    xhrs[0]!.onload?.();
    expect(await screen.findByText('Upload completed – analysis pending...')).toBeInTheDocument();
    expect(server.requests.find((r) => r.path === `${base}/complete`)?.body).toEqual({
      objectKey: `cv/${CANDIDATE_ID}/a.pdf`,
      filename: 'cv.pdf',
    });
    expect(onUploaded).toHaveBeenCalledWith(expect.objectContaining({ entity_id: 'flow_1' }));
  });

  it("keeps 'analysis pending' up with a spinner until the analysis completes, then closes it", async () => {
    installFakeFetch({
      [`GET ${base}/presign`]: presignReply,
      [`POST ${base}/complete`]: () => ({
        status: 200,
        body: { objectKey: `cv/${CANDIDATE_ID}/a.pdf`, filename: 'cv.pdf', entity_id: 'flow_7' },
      }),
    });
    const handlers = new Map<string, LiveEventHandler>();
    const connection = {
      on: () => () => {},
      subscribeJob: (jobId: string, handler: LiveEventHandler) => {
        handlers.set(jobId, handler);
        return () => handlers.delete(jobId);
      },
    } as unknown as LiveConnection;
    const { transport } = scriptedTransport([{ status: 204 }]);
    renderDocuments(
      <LiveConnectionContext value={connection}>
        <FileUploader
          target={target}
          label="CV"
          hasFile={false}
          maxMb={10}
          canModify
          transport={transport}
          analysisStatus="READY"
        />
      </LiveConnectionContext>,
    );
    choose(pdfFile('cv.pdf'));
    const toast = (await screen.findByText('Upload completed – analysis pending...')).closest(
      '.mantine-Notification-root',
    )!;
    expect(toast.querySelector('.mantine-Notification-loader')).not.toBeNull();
    await waitFor(() => expect(handlers.has('flow_7')).toBe(true));
    handlers.get('flow_7')!({
      type: 'candidate_analysis_complete',
      entityId: 'flow_7',
      timestamp: null,
      payload: {},
      error: null,
      receivedAt: Date.now(),
    });
    await waitFor(() =>
      expect(screen.queryByText('Upload completed – analysis pending...')).toBeNull(),
    );
  });

  it("cancels an upload with 'Upload cancelled' and never completes", async () => {
    const server = installFakeFetch({ [`GET ${base}/presign`]: presignReply });
    const { transport, xhrs } = scriptedTransport(['hang']);
    renderDocuments(
      <FileUploader
        target={target}
        label="CV"
        hasFile={false}
        maxMb={10}
        canModify
        transport={transport}
      />,
    );
    choose(pdfFile('cv.pdf'));
    await waitFor(() => expect(xhrs).toHaveLength(1));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Upload cancelled')).toBeInTheDocument();
    expect(server.count(`POST ${base}/complete`)).toBe(0);
  });

  it("shows the server's refusal of the completed upload", async () => {
    installFakeFetch({
      [`GET ${base}/presign`]: presignReply,
      [`POST ${base}/complete`]: () => ({
        status: 415,
        body: { detail: 'Please upload a PDF, DOC, or DOCX file' },
      }),
    });
    const { transport } = scriptedTransport([{ status: 204 }]);
    renderDocuments(
      <FileUploader
        target={target}
        label="CV"
        hasFile={false}
        maxMb={10}
        canModify
        transport={transport}
      />,
    );
    choose(pdfFile('cv.pdf'));
    expect(
      await screen.findByText('Upload failed: Please upload a PDF, DOC, or DOCX file'),
    ).toBeInTheDocument();
  });

  it("says 'Failed to start upload' when the presign fails without detail", async () => {
    installFakeFetch({ [`GET ${base}/presign`]: () => ({ status: 500 }) });
    renderDocuments(
      <FileUploader target={target} label="CV" hasFile={false} maxMb={10} canModify />,
    );
    choose(pdfFile('cv.pdf'));
    expect(await screen.findByText('Upload failed: Failed to start upload')).toBeInTheDocument();
  });

  it('offers Download, Replace and Delete once a file exists; Delete asks first', async () => {
    const server = installFakeFetch({ [`DELETE ${base}`]: () => ({ status: 204 }) });
    const onDeleted = vi.fn();
    renderDocuments(
      <FileUploader
        target={target}
        label="CV"
        hasFile
        canModify
        onDownload={async () => {}}
        onDeleted={onDeleted}
      />,
    );
    expect(screen.getByRole('button', { name: 'Download CV' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Replace CV' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete CV' }));
    expect(
      await screen.findByText(
        'Are you sure you want to delete this file? This action cannot be undone.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('File deleted successfully')).toBeInTheDocument();
    expect(server.count(`DELETE ${base}`)).toBe(1);
    expect(onDeleted).toHaveBeenCalled();
  });

  it('shows only Download to someone who may not modify', () => {
    installFakeFetch([]);
    renderDocuments(
      <FileUploader
        target={target}
        label="CV"
        hasFile
        canModify={false}
        onDownload={async () => {}}
      />,
    );
    expect(screen.getByRole('button', { name: 'Download CV' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Replace|Delete|Upload/ })).toBeNull();
  });

  it("reports a failed download as 'Download failed: ...'", async () => {
    installFakeFetch([]);
    renderDocuments(
      <FileUploader
        target={target}
        label="CV"
        hasFile
        canModify
        onDownload={() => Promise.reject(new Error('No CV available for this candidate'))}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Download CV' }));
    expect(
      await screen.findByText('Download failed: No CV available for this candidate'),
    ).toBeInTheDocument();
  });
});
