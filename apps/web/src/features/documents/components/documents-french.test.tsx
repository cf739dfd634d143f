import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { TNeed } from '@staffing/domain';
import { activateLocale } from '../../../i18n/locale.ts';
import { installFakeFetch, route } from '../../../test/fake-server.ts';
import { CANDIDATE_ID, NEED_ID, renderDocuments, signInAs } from '../test/render-documents.tsx';
import { AiScore, ScoreBadge } from './ai-score.tsx';
import { CandidateCvSection } from './candidate-cv-section.tsx';
import { DocumentImportPanel } from './document-import-panel.tsx';
import { JobDescriptionSection } from './job-description-section.tsx';

const need = {
  id: NEED_ID,
  title: 'Développeur Kotlin',
  jdS3Url: `jd/${NEED_ID}/a.pdf`,
  jobDescriptionFile: null,
  jdAnalysisStatus: 'READY',
  jdAnalysis: { requiredskills: ['Kotlin'] },
  jdAnalysisS3Url: 'x.json',
} as unknown as TNeed;

beforeEach(async () => {
  signInAs('Sales');
  await activateLocale('fr');
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await activateLocale('en');
});

describe('documents in French', () => {
  it('shows the job description, the CV and the AI score in French', async () => {
    installFakeFetch([
      route(`GET /candidates/scoring/need/${NEED_ID}`, () => ({
        status: 200,
        body: { items: [], total: 0, page: 1, size: 50, pages: 1 },
      })),
    ]);
    renderDocuments(
      <>
        <JobDescriptionSection need={need} />
        <CandidateCvSection
          candidate={{ id: CANDIDATE_ID, name: 'Jean Dupont', cvUrl: 'manual-entry-no-cv' }}
        />
        <AiScore needId={NEED_ID} candidateId={CANDIDATE_ID} />
        <ScoreBadge score={72.4} justification={null} />
      </>,
    );
    expect(screen.getByText('Fiche de poste')).toBeInTheDocument();
    expect(screen.getByTestId('jd-analysis-badge')).toHaveTextContent(
      'Analyse de la fiche de poste terminée',
    );
    expect(
      screen.getByRole('button', { name: 'Télécharger la fiche de poste' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: "Télécharger l'analyse (JSON)" }),
    ).toBeInTheDocument();
    expect(screen.getByText('Aucun CV déposé pour ce candidat')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Déposer le CV' })).toBeInTheDocument();
    expect(screen.getByTestId('ai-score-badge')).toHaveTextContent('IA 72 %');
    expect(await screen.findByRole('button', { name: 'Score IA' })).toBeInTheDocument();
  });

  it('offers the document import in French', () => {
    installFakeFetch([]);
    renderDocuments(<DocumentImportPanel kind="cv" needId={null} />);
    expect(
      screen.getByText('Glissez-déposez un CV ici, ou cliquez pour choisir un fichier'),
    ).toBeInTheDocument();
    expect(screen.getByText('Formats acceptés : PDF, DOC, DOCX (50 Mo max.)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Analyser avec l'IA" })).toBeDisabled();
  });
});
