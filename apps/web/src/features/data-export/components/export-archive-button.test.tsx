import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../../i18n/more-catalogs.ts';
import { installFakeFetch, makeToken, testUser } from '../../../test/fake-server.ts';
import { clearSession } from '../../../shared/session/index.ts';
import { startSession } from '../../../shared/session/session-store.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ExportArchiveButton } from './export-archive-button.tsx';

const ZIP = new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]);

function show(role: 'Admin' | 'Sales' | 'Recruiter') {
  clearSession();
  startSession({
    access_token: makeToken(15 * 60_000),
    refresh_token: 'r',
    user: testUser({ role }),
  });
  renderWithProviders(<ExportArchiveButton role={role} />, { route: '/softeamboard/needs' });
}

/** Serves the archive as the server does, and records what the page saves. */
function serveArchive() {
  const saved: { name: string; blob: Blob }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/v1/exports/archive.zip') return new Response(null, { status: 404 });
    return new Response(ZIP, {
      status: 200,
      headers: {
        'Content-Type': 'application/zip',
        'Content-Disposition': 'attachment; filename="staffing-export-2026-11-29.zip"',
      },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  let last: Blob | null = null;
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => ((last = blob), 'blob:x'),
      revokeObjectURL: () => {},
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, blob: last! });
  });
  return { fetchMock, saved };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ExportArchiveButton', () => {
  it('lets the Admin download the whole pool as one zip', async () => {
    const user = userEvent.setup();
    const { fetchMock, saved } = serveArchive();
    show('Admin');
    await user.hover(screen.getByRole('button', { name: 'Export all data' }));
    expect(await screen.findByText(/Every need and every candidate/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export all data' }));
    expect(
      await screen.findByText('Archive downloaded: staffing-export-2026-11-29.zip'),
    ).toBeInTheDocument();
    const archiveCalls = fetchMock.mock.calls.filter(([input]) =>
      String(input).includes('/exports/archive.zip'),
    );
    expect(archiveCalls).toHaveLength(1);
    expect(saved).toHaveLength(1);
    expect(saved[0]!.name).toBe('staffing-export-2026-11-29.zip');
    expect(new Uint8Array(await saved[0]!.blob.arrayBuffer())).toEqual(ZIP);
  });

  it('offers a Sales user their own data, and says in plain words when it fails', async () => {
    const user = userEvent.setup();
    installFakeFetch({
      'GET /exports/archive.zip': () => ({
        status: 503,
        body: { detail: 'Server error occurred. Please try again.' },
      }),
    });
    show('Sales');
    await user.hover(screen.getByRole('button', { name: 'Export my data' }));
    expect(await screen.findByText(/The needs you own and their candidates/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export my data' }));
    expect(
      await screen.findByText(
        'The archive could not be downloaded: Server error occurred. Please try again.',
      ),
    ).toBeInTheDocument();
  });

  it('shows nothing to a Recruiter, who owns no record', async () => {
    installFakeFetch([]);
    show('Recruiter');
    expect(screen.queryByRole('button', { name: /Export/ })).not.toBeInTheDocument();
  });
});
