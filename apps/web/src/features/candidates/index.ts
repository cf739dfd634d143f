/** What the app's routes use from the candidates feature. */
export { CandidatesPage } from './components/candidates-page.tsx';
export { useNeedCandidateTabs, type TNeedCandidateTab } from './components/need-candidate-tabs.tsx';
export { NeedCardCandidates, NeedCandidatesColumn } from './components/need-card-candidates.tsx';
