export { HistoryTimeline, HISTORY_TEXTS } from './components/history-timeline.tsx';
export { historyKeys, type THistorySubject } from './api/get-history.ts';
