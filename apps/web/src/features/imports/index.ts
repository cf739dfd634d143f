/** What the app's routes use from the imports feature. */
export { ImportsPage } from './components/imports-page.tsx';
