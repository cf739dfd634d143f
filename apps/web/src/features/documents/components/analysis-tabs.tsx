import { notifications } from '@mantine/notifications';
import type { TCandidate } from '@staffing/domain';
import { api } from '../../../shared/api/index.ts';
import type { TAnalysisOutcome } from '../hooks/use-ai-file-analysis.ts';
import { ANALYSIS_MESSAGES } from '../utils/document-messages.ts';
import { AiAnalysisPanel } from './ai-analysis-panel.tsx';

export type TNeedAiAnalysisTabProps = {
  /** Closes the Create New Need dialog once the analysis completed. */
  onClose: () => void;
  /** Locks the dialog (no close, no tab change) while uploading or analysing. */
  setBusy?: (busy: boolean) => void;
  onCreated?: (needId: string) => void;
};

/** Create New Need → AI Analysis: a job description becomes a new need (DECISIONS.md). */
export function NeedAiAnalysisTab({ onClose, setBusy, onCreated }: TNeedAiAnalysisTabProps) {
  const complete = (outcome: TAnalysisOutcome) => {
    if (outcome.kind !== 'jd') return;
    setBusy?.(false);
    notifications.show({ color: 'green', message: ANALYSIS_MESSAGES.jdSuccess, autoClose: 5000 });
    onCreated?.(outcome.needId);
    onClose();
  };
  return (
    <AiAnalysisPanel
      fileType="jd"
      onComplete={complete}
      {...(setBusy ? { onBusyChange: setBusy } : {})}
      onCancel={onClose}
    />
  );
}

export type TCandidateWithEmailFlag = TCandidate & { needsEmailEdit: boolean };

export type TCandidateAiAnalysisTabProps = {
  needId: string | null;
  setBusy: (busy: boolean) => void;
  /** The candidate made (or merged) from the CV, flagged needsEmailEdit when it has no e-mail. */
  onDone: (candidate: TCandidateWithEmailFlag) => void;
};

/** Add New Candidate → AI Analysis: a CV becomes a candidate linked to the need. */
export function CandidateAiAnalysisTab({ needId, setBusy, onDone }: TCandidateAiAnalysisTabProps) {
  const complete = async (outcome: TAnalysisOutcome) => {
    if (outcome.kind !== 'cv') return;
    setBusy(false);
    if (outcome.candidate) return onDone(outcome.candidate);
    try {
      const candidate = await api.get<TCandidate>(
        `/candidates/${encodeURIComponent(outcome.candidateId)}`,
      );
      onDone({ ...candidate, needsEmailEdit: !candidate.email?.trim() });
    } catch (error) {
      console.warn('Failed to load the analysed candidate', error);
    }
  };
  return (
    <AiAnalysisPanel
      fileType="cv"
      needId={needId}
      onComplete={(o) => void complete(o)}
      onBusyChange={setBusy}
    />
  );
}
