export { HistoryTimeline } from './components/history-timeline.tsx';
export { type THistorySubject } from './api/get-history.ts';
