/** What the app's routes use from the analytics feature. */
export { AnalyticsPage } from './components/analytics-page.tsx';
