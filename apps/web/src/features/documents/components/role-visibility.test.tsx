import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { TNeed } from '@staffing/domain';
import { installFakeFetch } from '../../../test/fake-server.ts';
import { CANDIDATE_ID, NEED_ID, renderDocuments, signInAs } from '../test/render-documents.tsx';
import { AiScore } from './ai-score.tsx';
import { CandidateCvSection } from './candidate-cv-section.tsx';
import { JobDescriptionSection } from './job-description-section.tsx';

const need = {
  id: NEED_ID,
  title: 'Kotlin developer',
  jdS3Url: `jd/${NEED_ID}/a.pdf`,
  jobDescriptionFile: 'kotlin.pdf',
  jdAnalysisStatus: 'READY',
  jdAnalysis: { requiredskills: ['Kotlin'] },
  jdAnalysisS3Url: 'x.json',
} as unknown as TNeed;
const candidate = { id: CANDIDATE_ID, name: 'Jean Dupont', cvUrl: `cv/${CANDIDATE_ID}/a.pdf` };
const noScores = {
  [`GET /candidates/scoring/need/${NEED_ID}`]: () => ({ status: 200, body: { items: [] } }),
};

describe('what each role sees of documents and AI', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a Sales user manages the JD, downloads its analysis, manages the CV and may rate', async () => {
    signInAs('Sales');
    installFakeFetch(noScores);
    renderDocuments(
      <>
        <JobDescriptionSection need={need} />
        <CandidateCvSection candidate={candidate} />
        <AiScore needId={NEED_ID} candidateId={CANDIDATE_ID} />
      </>,
    );
    expect(screen.getByText('JD Analysis Complete')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Analysis JSON' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Job Description' })).toBeInTheDocument();
    expect(screen.getByText('CV Available')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CV' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'AI Rate' })).toBeInTheDocument();
  });

  it('a Recruiter gets neither the analysis download, CV download, file changes nor AI Rate', async () => {
    signInAs('Recruiter');
    const server = installFakeFetch(noScores);
    renderDocuments(
      <>
        <JobDescriptionSection need={need} />
        <CandidateCvSection candidate={{ ...candidate, cvUrl: 'manual-entry-no-cv' }} />
        <AiScore needId={NEED_ID} candidateId={CANDIDATE_ID} />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Download Job Description' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download Analysis JSON' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Replace|Delete|Upload/ })).toBeNull();
    expect(screen.getByText('No CV uploaded for this candidate')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download CV' })).toBeNull();
    await vi.waitFor(() => expect(server.count(`GET /candidates/scoring/need/${NEED_ID}`)).toBe(1));
    expect(screen.queryByRole('button', { name: 'AI Rate' })).toBeNull();
  });

  it("shows the need's own score with its colour", async () => {
    signInAs('Sales');
    installFakeFetch({
      [`GET /candidates/scoring/need/${NEED_ID}`]: () => ({
        status: 200,
        body: {
          items: [
            {
              candidateId: CANDIDATE_ID,
              needId: NEED_ID,
              score: 38,
              justification: 'Few skills match',
            },
          ],
        },
      }),
    });
    renderDocuments(<AiScore needId={NEED_ID} candidateId={CANDIDATE_ID} />);
    expect(await screen.findByText('AI 38%')).toBeInTheDocument();
  });
});
