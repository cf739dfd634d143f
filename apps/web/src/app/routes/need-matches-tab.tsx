import { Suspense } from 'react';
import { DossierButton, useDossierAction } from '../../features/dossiers/index.ts';
import { lazyPage } from '../../shared/utils/lazy-page.ts';

// The matches panel loads when the tab is opened: the need page does not carry it otherwise.
const NeedMatchesPanel = lazyPage(() => import('../../features/pool/index.ts'), 'NeedMatchesPanel');

/** The need page's "Matches" tab: the whole pool ranked for the need, each with its dossier. */
export function NeedMatchesTab({ needId }: { needId: string }) {
  const dossier = useDossierAction();
  // No spinner of its own: the panel's chunk is small and its first screen is one button.
  return (
    <Suspense fallback={null}>
      <NeedMatchesPanel
        needId={needId}
        {...(dossier.allowed
          ? {
              renderActions: (match) => (
                <DossierButton
                  candidateName={match.name}
                  onOpen={() => dossier.open(match.candidateId, needId)}
                />
              ),
            }
          : {})}
      />
      {dossier.modal}
    </Suspense>
  );
}
