import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TImport, TImportCheck, TImportUpload } from '@staffing/domain';
import { installFakeFetch, makeToken, route, testUser } from '../../../test/fake-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { queryClient } from '../../../shared/api/index.ts';
import { clearSession } from '../../../shared/session/index.ts';
import { startSession } from '../../../shared/session/session-store.ts';
import { ImportsPage } from './imports-page.tsx';

const ID = '66666666-6666-4666-8666-666666666666';
const OLD_ID = '44444444-4444-4444-8444-444444444444';
const FLOW_ID = 'flow_import_1';

function anImport(overrides: Partial<TImport> = {}): TImport {
  return {
    id: ID,
    kind: 'candidates',
    fileName: 'export.csv',
    status: 'uploaded',
    rowCount: 54,
    errorCount: null,
    createdCount: 0,
    headers: ['Prénom', 'Nom', 'E-mail', 'Téléphone', 'Compétences'],
    mapping: ['firstName', 'lastName', 'email', 'phone', 'skills'],
    flowId: null,
    createdBy: testUser().id,
    createdAt: '2026-03-02T10:00:00.000Z',
    finishedAt: null,
    undoneAt: null,
    ...overrides,
  };
}

const uploaded: TImportUpload = {
  import: anImport(),
  sample: [
    ['Ada', 'Lovelace', 'ada@example.com', '+33 6 12 34 56 78', 'Java, SQL'],
    ['Grace', 'Hopper', 'not-an-email', '', 'COBOL'],
  ],
};

/** 52 rows refused (two pages of errors), two kept, one row like somebody in the pool. */
const checked: TImportCheck = {
  import: anImport({
    status: 'checked',
    errorCount: 52,
    mapping: ['firstName', 'lastName', 'email', null, 'skills'],
  }),
  validCount: 2,
  errors: Array.from({ length: 52 }, (_, i) => ({
    row: i + 3,
    field: i === 51 ? null : 'email',
    message: i === 51 ? 'The row is empty' : `Invalid email format ${i + 3}`,
  })),
  duplicates: [
    {
      row: 2,
      candidateId: OLD_ID,
      otherRow: null,
      reasons: ['same_email'],
      message: 'This may be Ada Lovelace (same e-mail)',
    },
    {
      row: 64,
      candidateId: null,
      otherRow: 2,
      reasons: ['same_email'],
      message: 'This may be row 2 (same e-mail)',
    },
  ],
  preview: [
    { row: 2, values: { name: 'Ada Lovelace', email: 'ada@example.com', skills: ['Java', 'SQL'] } },
    { row: 3, values: { name: 'Grace Hopper', email: 'not-an-email', skills: ['COBOL'] } },
  ],
};

function signIn(role: 'Admin' | 'Sales') {
  startSession({
    access_token: makeToken(15 * 60_000),
    refresh_token: 'r',
    user: testUser({ role }),
  });
}

beforeEach(() => {
  // Mantine's combobox scrolls to the selected option, which jsdom cannot do.
  Element.prototype.scrollIntoView ??= () => {};
  clearSession();
  queryClient.clear();
});
afterEach(() => vi.unstubAllGlobals());

async function uploadFile(name = 'export.csv') {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  await userEvent.upload(
    input,
    new File(['Prénom;Nom\nAda;Lovelace\n'], name, { type: 'text/csv' }),
    {
      applyAccept: false,
    },
  );
}

/** Picks an option of one Select of the table (each has its own list of the same options). */
async function chooseOption(label: string, option: string) {
  const input = screen.getByRole('textbox', { name: label });
  await userEvent.click(input);
  const list = await waitFor(() => document.getElementById(input.getAttribute('aria-controls')!)!);
  await userEvent.click(within(list).getByRole('option', { name: option, hidden: true }));
}

describe('ImportsPage', () => {
  it('uploads, maps, lists every error before saving, imports with progress, then undoes', async () => {
    signIn('Admin');
    let polls = 0;
    let undone = false;
    const server = installFakeFetch([
      route('GET /imports', () => ({ status: 200, body: [] })),
      route('POST /imports', () => ({ status: 201, body: uploaded })),
      route(`POST /imports/${ID}/check`, () => ({ status: 200, body: checked })),
      route(`POST /imports/${ID}/run`, () => ({
        status: 202,
        body: anImport({ status: 'running', errorCount: 52, flowId: FLOW_ID }),
      })),
      route(`GET /imports/${ID}`, () => {
        polls += 1;
        return {
          status: 200,
          body: anImport({
            status: undone ? 'undone' : polls < 2 ? 'running' : 'done',
            errorCount: 52,
            createdCount: polls < 2 ? 1 : 2,
            flowId: FLOW_ID,
          }),
        };
      }),
      route(`POST /imports/${ID}/undo`, () => {
        undone = true;
        return {
          status: 200,
          body: anImport({ status: 'undone', createdCount: 2, errorCount: 52 }),
        };
      }),
    ]);
    renderWithProviders(<ImportsPage />);
    expect(await screen.findByText('No imports yet.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Candidates' }));
    await uploadFile();
    await userEvent.click(screen.getByRole('button', { name: 'Read the file' }));
    const form = await waitFor(() => {
      const call = server.fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
      expect(call).toBeDefined();
      return call?.[1]?.body as FormData;
    });
    expect(form.get('kind')).toBe('candidates');
    expect((form.get('file') as File).name).toBe('export.csv');

    // The guessed mapping is preselected, each column beside its first values.
    expect(await screen.findByText('Map the columns of export.csv')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Field for the column Prénom' })).toHaveValue(
      'First name',
    );
    expect(screen.getByRole('textbox', { name: 'Field for the column E-mail' })).toHaveValue(
      'Email',
    );
    expect(screen.getByText('ada@example.com · not-an-email')).toBeInTheDocument();
    await chooseOption('Field for the column Téléphone', 'Leave out');
    await userEvent.click(screen.getByRole('button', { name: 'Check the rows' }));
    expect(server.requests.find((r) => r.path === `/imports/${ID}/check`)?.body).toEqual({
      mapping: ['firstName', 'lastName', 'email', null, 'skills'],
    });

    // Every error, a page at a time, in the form's words.
    const counts = await screen.findByRole('list', { name: "The check's counts" });
    expect(within(counts).getByText('With errors').nextSibling).toHaveTextContent('52');
    const errors = screen.getByRole('region', { name: 'Errors' });
    expect(within(errors).getByText('Invalid email format 3')).toBeInTheDocument();
    expect(within(errors).queryByText('(whole row)')).not.toBeInTheDocument();
    await userEvent.click(within(errors).getByRole('button', { name: '2' }));
    expect(within(errors).getByText('The row is empty')).toBeInTheDocument();
    expect(within(errors).getByText('(whole row)')).toBeInTheDocument();
    await userEvent.type(within(errors).getByRole('textbox', { name: 'Find in the errors' }), '17');
    expect(within(errors).getByText('Invalid email format 17')).toBeInTheDocument();
    expect(within(errors).queryByText('The row is empty')).not.toBeInTheDocument();
    expect(within(errors).getAllByRole('row')).toHaveLength(2);

    const duplicates = screen.getByRole('region', { name: 'Possible duplicates' });
    expect(
      within(duplicates).getByText('This may be Ada Lovelace (same e-mail)'),
    ).toBeInTheDocument();
    expect(
      within(duplicates).getByRole('link', { name: 'Open the existing candidate' }),
    ).toHaveAttribute('href', `/candidates?candidate=${OLD_ID}`);
    expect(within(duplicates).getByText('Same person as row 2')).toBeInTheDocument();
    const preview = screen.getByRole('region', { name: 'The first rows as they would be saved' });
    expect(within(preview).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(preview).getByText('Java, SQL')).toBeInTheDocument();
    // A refused row is shown as the file has it, marked.
    expect(within(preview).getAllByText('Not imported')).toHaveLength(1);
    expect(within(preview).getByText('Grace Hopper').closest('tr')).toHaveTextContent(
      'Not imported',
    );
    expect(server.count(`POST /imports/${ID}/run`)).toBe(0);

    await userEvent.click(screen.getByRole('button', { name: 'Import 2 rows' }));
    expect(server.requests.find((r) => r.path === `/imports/${ID}/run`)?.body).toEqual({
      mapping: ['firstName', 'lastName', 'email', null, 'skills'],
    });
    expect(await screen.findByText(/of 2 saved/)).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'See the run in Flow Administration' }),
    ).toHaveAttribute('href', `/admin/flows?flow=${FLOW_ID}`);
    expect(await screen.findByText('Import finished')).toBeInTheDocument();
    expect(screen.getByText('2 records created; 52 rows skipped.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Review the possible duplicates' })).toHaveAttribute(
      'href',
      '/candidates/duplicates',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Undo this import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Undo the import?' });
    expect(
      within(dialog).getByText(
        'Every record the import of export.csv created (2) will be removed.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Undo the import' }));
    expect(await screen.findByText('The import of export.csv was undone.')).toBeInTheDocument();
    expect(server.count(`POST /imports/${ID}/undo`)).toBe(1);
    expect(await screen.findByText('Import undone')).toBeInTheDocument();
  });

  it('refuses a mapping that feeds one field twice, and shows the check’s refusal in its words', async () => {
    signIn('Sales');
    installFakeFetch([
      route('GET /imports', () => ({ status: 200, body: [] })),
      route('POST /imports', () => ({ status: 201, body: uploaded })),
      route(`POST /imports/${ID}/check`, () => ({
        status: 422,
        body: { detail: 'Map a column to Name' },
      })),
    ]);
    renderWithProviders(<ImportsPage />);
    await uploadFile();
    await userEvent.click(screen.getByRole('button', { name: 'Read the file' }));
    await screen.findByText('Map the columns of export.csv');

    await chooseOption('Field for the column Nom', 'Email');
    expect(screen.getAllByText('Two columns are mapped to Email')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Check the rows' })).toBeDisabled();

    await chooseOption('Field for the column Nom', 'Leave out');
    await chooseOption('Field for the column Prénom', 'Leave out');
    await userEvent.click(screen.getByRole('button', { name: 'Check the rows' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Map a column to Name');
  });

  it('says what is wrong with a file before and after it travels', async () => {
    signIn('Sales');
    const server = installFakeFetch([
      route('GET /imports', () => ({ status: 200, body: [] })),
      route('POST /imports', () => ({
        status: 422,
        body: { detail: 'The file has no rows under its header row' },
      })),
    ]);
    renderWithProviders(<ImportsPage />);
    await uploadFile('notes.txt');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only CSV and XLSX files can be imported',
    );
    expect(screen.getByRole('button', { name: 'Read the file' })).toBeDisabled();

    await userEvent.click(screen.getByRole('radio', { name: 'Needs' }));
    await uploadFile('empty.csv');
    await userEvent.click(screen.getByRole('button', { name: 'Read the file' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file has no rows under its header row',
    );
    expect(server.count('POST /imports')).toBe(1);
    const form = server.fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')?.[1]
      ?.body as FormData;
    expect(form.get('kind')).toBe('needs');
  });

  it('lists past imports with Undo where it is allowed, and their runs for an Admin only', async () => {
    signIn('Sales');
    installFakeFetch([
      route('GET /imports', () => ({
        status: 200,
        body: [
          anImport({
            status: 'done',
            createdCount: 40,
            errorCount: 2,
            flowId: FLOW_ID,
            fileName: 'a.csv',
          }),
          anImport({
            id: 'x2',
            status: 'undone',
            createdCount: 5,
            fileName: 'b.xlsx',
            kind: 'needs',
          }),
          anImport({ id: 'x3', status: 'checked', fileName: 'c.csv' }),
        ],
      })),
    ]);
    renderWithProviders(<ImportsPage />);
    const history = await screen.findByRole('region', { name: 'Past imports' });
    expect(await within(history).findByText('a.csv')).toBeInTheDocument();
    expect(within(history).getByText('Done')).toBeInTheDocument();
    expect(within(history).getByText('Undone')).toBeInTheDocument();
    expect(within(history).getByText('Needs')).toBeInTheDocument();
    expect(within(history).getAllByRole('button', { name: /^Undo the import of/ })).toHaveLength(1);
    expect(
      within(history).getByRole('button', { name: 'Undo the import of a.csv' }),
    ).toBeInTheDocument();
    expect(within(history).queryByRole('link', { name: 'Run' })).not.toBeInTheDocument();
    expect(within(history).getAllByText('You')).toHaveLength(3);
  });
});
