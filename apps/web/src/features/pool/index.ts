/** What the app's routes use from the pool feature. */
export { BenchPage } from './components/bench-page.tsx';
export { NeedMatchesPanel } from './components/need-matches-panel.tsx';
