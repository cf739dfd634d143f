/** What the app's routes use from the candidates feature. */
export { CandidatesPage } from './components/candidates-page.tsx';
export {
  useNeedCandidateTabs,
  NeedCandidatesPanel,
  type TNeedCandidateTab,
} from './components/need-candidate-tabs.tsx';
export {
  NeedCardCandidates,
  NeedCandidatesColumn,
  StageChips,
  formatCandidateColumn,
} from './components/need-card-candidates.tsx';
export { AddCandidateModal } from './components/add-candidate-modal.tsx';
export { CandidateDetailModal } from './components/candidate-detail-modal.tsx';
export { useCandidatesBulk } from './api/get-candidates-bulk.ts';
export { useCandidateLiveUpdates } from './hooks/use-candidate-live-updates.ts';
