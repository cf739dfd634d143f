export { DossierButton } from './components/dossier-button.tsx';
export { useDossierAction } from './hooks/use-dossier-action.tsx';
