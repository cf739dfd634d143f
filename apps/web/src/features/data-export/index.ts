/** What the app's routes use from the data export feature. */
export { ExportArchiveButton } from './components/export-archive-button.tsx';
