/** What the app's routes use from the duplicates feature. */
export { DuplicatesPage } from './components/duplicates-page.tsx';
export { DuplicateWarning } from './components/duplicate-warning.tsx';
export { DraftDuplicateWarning } from './components/draft-duplicate-warning.tsx';
