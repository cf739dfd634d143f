import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TCandidate } from '@staffing/domain';
import type { TCandidateWithStatus } from '../api/candidate-keys.ts';
import {
  NEED_ID,
  makeCandidate,
  makeStep,
  renderCandidates,
  signInAs,
} from '../test/render-candidates.tsx';
import { CandidateListCard } from './candidate-list-card.tsx';
import { NeedCandidateCard } from './need-candidate-card.tsx';

const candidate = (overrides: Record<string, unknown> = {}) =>
  makeCandidate({
    name: 'Sam Sent',
    consultantDailyCost: 450,
    latestStep: makeStep('CANDIDATE_SENT'),
    followUp: { due: true, sentAt: '2026-03-01T09:00:00.000Z', daysWaiting: 6 },
    stage: 'CANDIDATE_SENT',
    stageProgress: 40,
    ...overrides,
  }) as unknown as TCandidateWithStatus;

function renderCard(c: TCandidateWithStatus, needTjm: number | null = 600) {
  renderCandidates(
    <NeedCandidateCard
      candidate={c}
      needId={NEED_ID}
      needTjm={needTjm}
      onOpen={() => {}}
      onEdit={() => {}}
    />,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('margin and follow-up on the need candidate card', () => {
  it("shows Sales the margin at the need's TJM and the Follow up badge", () => {
    signInAs('Sales');
    renderCard(candidate());
    expect(screen.getByTestId('margin-badge')).toHaveTextContent('Margin 150 €/day · 25 %');
    expect(screen.getByTestId('follow-up-badge')).toHaveTextContent('Follow up');
  });

  it('shows no margin without a cost or a TJM, and no badge once a later step exists', () => {
    signInAs('Admin');
    renderCard(
      candidate({ consultantDailyCost: null, latestStep: makeStep('CANDIDATE_INTERVIEW') }),
    );
    expect(screen.queryByTestId('margin-badge')).not.toBeInTheDocument();
    expect(screen.queryByTestId('follow-up-badge')).not.toBeInTheDocument();
  });

  it('shows a Recruiter neither, whatever the data says', () => {
    signInAs('Recruiter');
    renderCard(candidate());
    expect(screen.getByText('Sam Sent')).toBeInTheDocument();
    expect(screen.queryByTestId('margin-badge')).not.toBeInTheDocument();
    expect(screen.queryByTestId('follow-up-badge')).not.toBeInTheDocument();
  });
});

describe('margin on the candidates list', () => {
  it('is billed at the expected TJM there', () => {
    signInAs('Sales');
    renderCandidates(
      <CandidateListCard
        candidate={
          makeCandidate({ expectedTjm: 500, consultantDailyCost: 400 }) as unknown as TCandidate
        }
        canDelete={false}
        canDownload={false}
        onView={() => {}}
        onDownload={() => {}}
        onDelete={() => {}}
      />,
    );
    expect(screen.getByTestId('margin-badge')).toHaveTextContent('Margin 100 €/day · 20 %');
  });
});
