import { Tabs } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch } from '../../../test/fake-server.ts';
import {
  NEED_ID,
  makeCandidate,
  makeStep,
  renderCandidates,
  signInAs,
} from '../test/render-candidates.tsx';
import { useNeedCandidateTabs } from './need-candidate-tabs.tsx';

const WITH_STATUS = `GET /candidates/by-need/${NEED_ID}/with-status`;

function Tracker({ readOnly = false }: { readOnly?: boolean }) {
  const tabs = useNeedCandidateTabs({ id: NEED_ID }, { readOnly });
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

const id = (n: number) => `33333333-3333-4333-8333-00000000000${n}`;

beforeEach(() => signInAs('Admin'));
afterEach(() => vi.unstubAllGlobals());

describe('process tracker candidate tabs', () => {
  it('groups by latest step with counts, empty states and rejected cards with reason and date', async () => {
    installFakeFetch({
      [WITH_STATUS]: () => ({
        status: 200,
        body: [
          makeCandidate({
            id: id(1),
            name: 'Ivy Identified',
            latestStep: makeStep('CANDIDATE_IDENTIFIED'),
          }),
          makeCandidate({ id: id(2), name: 'Sam Sent', latestStep: makeStep('CANDIDATE_SENT') }),
          makeCandidate({
            id: id(3),
            name: 'Gus Go',
            latestStep: makeStep('GO_NOGO', { detailGoNoGo: { decision: 'GO' } }),
          }),
          makeCandidate({ id: id(4), name: 'Sal Sale', latestStep: makeStep('SALE') }),
          makeCandidate({
            id: id(5),
            name: 'Nora Nogo',
            latestStep: makeStep('GO_NOGO', {
              date: '2026-02-03T10:00:00.000Z',
              comment: 'Too junior',
              detailGoNoGo: { decision: 'NO_GO', reason: 'Too junior' },
            }),
          }),
          makeCandidate({ id: id(6), name: 'Fred Frozen', latestStep: makeStep('FROZEN') }),
        ],
      }),
    });
    renderCandidates(<Tracker />);
    expect(await screen.findByRole('tab', { name: 'Identified (2)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sent (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Interview / GO-NOGO (2)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Rejected (1)' })).toBeInTheDocument();
    expect(await screen.findByText('Ivy Identified')).toBeInTheDocument();
    expect(screen.getByText('Fred Frozen')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Add Candidate' }).length).toBeGreaterThan(0);

    await userEvent.click(screen.getByRole('tab', { name: 'Rejected (1)' }));
    const card = await screen.findByTestId('rejected-candidate-card');
    expect(within(card).getByText('Nora Nogo')).toBeInTheDocument();
    expect(within(card).getByText('Too junior')).toBeInTheDocument();
    expect(within(card).getByText('02/03/2026')).toBeInTheDocument();
  });

  it('keeps a candidate with a NO_GO decision under Rejected when a FROZEN step came after', async () => {
    installFakeFetch({
      [WITH_STATUS]: () => ({
        status: 200,
        body: [
          makeCandidate({
            id: id(7),
            name: 'Rita Rejected',
            latestStep: makeStep('FROZEN', { date: '2026-01-01T10:00:00.000Z' }),
            noGoStep: makeStep('GO_NOGO', {
              date: '2026-02-04T10:00:00.000Z',
              detailGoNoGo: { decision: 'NO_GO', reason: 'Rate too high' },
            }),
          }),
        ],
      }),
    });
    renderCandidates(<Tracker />);
    expect(await screen.findByRole('tab', { name: 'Rejected (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Identified (0)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Rejected (1)' }));
    const card = await screen.findByTestId('rejected-candidate-card');
    expect(within(card).getByText('Rate too high')).toBeInTheDocument();
    expect(within(card).getByText('No-Go')).toBeInTheDocument();
    expect(within(card).getByText('02/04/2026')).toBeInTheDocument();
  });

  it('shows the empty texts, hides Add Candidate when read-only', async () => {
    installFakeFetch({ [WITH_STATUS]: () => ({ status: 200, body: [] }) });
    renderCandidates(<Tracker readOnly />);
    expect(await screen.findByText('No identified candidates')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Candidate' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Interview / GO-NOGO (0)' }));
    expect(
      await screen.findByText('No candidates currently in interview or GO-NOGO'),
    ).toBeInTheDocument();
  });

  it('shows the load error with Retry', async () => {
    let fail = true;
    const server = installFakeFetch({
      [WITH_STATUS]: () =>
        fail
          ? { status: 400, body: { detail: 'Bad need' } }
          : { status: 200, body: [makeCandidate({ name: 'Back Again' })] },
    });
    renderCandidates(<Tracker />);
    expect(
      (await screen.findAllByText('Failed to fetch candidates with status: Bad need'))[0],
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getAllByRole('button', { name: 'Retry' })[0]!);
    expect((await screen.findAllByText('Back Again'))[0]).toBeInTheDocument();
    expect(server.count(WITH_STATUS)).toBe(2);
  });
});
