import { useState, type ReactNode } from 'react';
import { can } from '@staffing/domain';
import { useSession } from '../../../shared/session/index.ts';
import { lazyPage } from '../../../shared/utils/lazy-page.ts';

// The editor and its form load when a dossier is first opened, never with the board.
const DossierEditorModal = lazyPage(
  () => import('../components/dossier-editor-modal.tsx'),
  'DossierEditorModal',
);

/**
 * One-click dossier for any list of candidates (the need's cards, the match list): `open` the
 * editor for a candidate, tailored to a need, and render `modal` once where the list is.
 * `allowed` is false for the Recruiter (the server refuses too).
 */
export function useDossierAction(): {
  allowed: boolean;
  open: (candidateId: string, needId: string | null) => void;
  modal: ReactNode;
} {
  const { role } = useSession();
  const [target, setTarget] = useState<{ candidateId: string; needId: string | null } | null>(null);
  return {
    allowed: !!role && can.makeDossier(role),
    open: (candidateId, needId) => setTarget({ candidateId, needId }),
    modal: target ? (
      <DossierEditorModal
        key={`${target.candidateId}:${target.needId}`}
        candidateId={target.candidateId}
        needId={target.needId}
        onClose={() => setTarget(null)}
      />
    ) : null,
  };
}
