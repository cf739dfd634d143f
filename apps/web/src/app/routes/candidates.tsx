import '../../i18n/more-catalogs.ts';
import { Suspense } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { candidateKeys } from '../../features/candidates/api/candidate-keys.ts';
import { CandidatesPage } from '../../features/candidates/index.ts';
import { CandidateCvUpload } from '../../features/documents/index.ts';
import { DossierButton, useDossierAction } from '../../features/dossiers/index.ts';
import { HistoryTimeline } from '../../features/history/index.ts';

import { lazyPage } from '../../shared/utils/lazy-page.ts';

// The duplicates' warnings load with their first candidate, not with the page.
const DuplicateWarning = lazyPage(
  () => import('../../features/duplicates/index.ts'),
  'DuplicateWarning',
);

/** /candidates: every candidate, searchable and filterable (spec 001 §2). */
export function CandidatesRoute() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: candidateKeys.all });
  const dossier = useDossierAction();
  return (
    <>
      <CandidatesPage
        renderCvUpload={(candidate) => (
          <CandidateCvUpload candidate={candidate} onUploaded={refresh} />
        )}
        renderHistory={(candidate) => (
          <HistoryTimeline subject={{ entity: 'candidate', id: candidate.id }} />
        )}
        renderHeaderActions={
          dossier.allowed
            ? (candidate) => (
                <DossierButton
                  candidateName={candidate.name}
                  onOpen={() => dossier.open(candidate.id, null)}
                />
              )
            : undefined
        }
        renderDuplicates={(candidate) => (
          <Suspense fallback={null}>
            <DuplicateWarning candidateId={candidate.id} />
          </Suspense>
        )}
      />
      {dossier.modal}
    </>
  );
}
