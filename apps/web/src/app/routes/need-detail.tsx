import '../../i18n/more-catalogs.ts';
import { Suspense, useCallback, useState } from 'react';
import { useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { TNeed } from '@staffing/domain';
import { candidateKeys } from '../../features/candidates/api/candidate-keys.ts';
import { useNeedCandidateTabs } from '../../features/candidates/index.ts';
import {
  AiMailDialog,
  AiScore,
  CandidateAiAnalysisTab,
  CandidateCvSection,
  CandidateCvUpload,
  JobDescriptionSection,
} from '../../features/documents/index.ts';
import { DossierButton, useDossierAction } from '../../features/dossiers/index.ts';
import { useNeed } from '../../features/needs/api/get-need.ts';
import { needsKeys } from '../../features/needs/api/query-keys.ts';
import { NeedDetail } from '../../features/needs/components/need-detail.tsx';
import { useNeedsLiveUpdates } from '../../features/needs/hooks/use-needs-live-updates.ts';
import { HistoryTimeline } from '../../features/history/index.ts';
import { CrmActionsPanel } from '../../features/workflows/index.ts';
import { useT } from '../../i18n/i18n.ts';
import { NeedMatchesTab } from './need-matches-tab.tsx';

import { lazyPage } from '../../shared/utils/lazy-page.ts';

// The duplicates' warnings load with their first candidate, not with the page.
const DuplicateWarning = lazyPage(
  () => import('../../features/duplicates/index.ts'),
  'DuplicateWarning',
);
const DraftDuplicateWarning = lazyPage(
  () => import('../../features/duplicates/index.ts'),
  'DraftDuplicateWarning',
);

/**
 * /softeamboard/need/:needId: need detail and process tracker. The candidates feature adds its
 * tracker tabs through `candidateTabs`.
 */
export function NeedDetailRoute() {
  const t = useT();
  const { needId = '' } = useParams();
  useNeedsLiveUpdates();
  const queryClient = useQueryClient();
  // The need's TJM is what its candidates' margins are billed at.
  const needTjm = useNeed(needId).data?.tjm ?? null;
  // One dossier editor for the page, opened from any candidate card (as the match list will).
  const dossier = useDossierAction();
  // The same Dossier button on a candidate's card and in its detail.
  const renderDossierButton = dossier.allowed
    ? (candidate: { id: string; name: string }) => (
        <DossierButton
          candidateName={candidate.name}
          onOpen={() => dossier.open(candidate.id, needId)}
        />
      )
    : undefined;
  const candidateTabs = useNeedCandidateTabs(
    { id: needId },
    {
      needTjm,
      renderScoreAction: (candidate) => <AiScore needId={needId} candidateId={candidate.id} />,
      renderCvSection: (candidate) => <CandidateCvSection candidate={candidate} />,
      renderCardActions: renderDossierButton,
      renderAiAnalysis: (props) => <CandidateAiAnalysisTab {...props} />,
      renderCvUpload: (candidate) => (
        <CandidateCvUpload
          candidate={candidate}
          onUploaded={() => void queryClient.invalidateQueries({ queryKey: candidateKeys.all })}
        />
      ),
      renderHistory: (candidate) => (
        <HistoryTimeline subject={{ entity: 'candidate', id: candidate.id }} />
      ),
      renderHeaderActions: renderDossierButton,
      renderDuplicates: (candidate) => (
        <Suspense fallback={null}>
          <DuplicateWarning candidateId={candidate.id} />
        </Suspense>
      ),
      renderDraftCheck: (draft) => (
        <Suspense fallback={null}>
          <DraftDuplicateWarning draft={draft} />
        </Suspense>
      ),
    },
  );
  const historyTab = {
    value: 'history',
    label: t('app.needDetail.history'),

    panel: <HistoryTimeline subject={{ entity: 'need', id: needId }} />,
  };
  const matchesTab = {
    value: 'matches',
    label: t('app.needDetail.matches'),
    panel: <NeedMatchesTab needId={needId} />,
  };
  const refreshNeed = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: needsKeys.detail(needId) }),
    [queryClient, needId],
  );
  const [mailNeed, setMailNeed] = useState<TNeed | null>(null);
  return (
    <>
      <NeedDetail
        key={needId}
        needId={needId}
        candidateTabs={[...candidateTabs, matchesTab, historyTab]}
        renderJobDescription={(need) => (
          <JobDescriptionSection need={need} onRefresh={refreshNeed} />
        )}
        onOpenAiMail={setMailNeed}
        renderCrmActions={(need, { openEditor }) => (
          <CrmActionsPanel need={need} onAddData={openEditor} onNeedReload={refreshNeed} />
        )}
      />
      {dossier.modal}
      {mailNeed ? <AiMailDialog need={mailNeed} opened onClose={() => setMailNeed(null)} /> : null}
    </>
  );
}
