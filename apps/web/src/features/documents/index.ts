/** What the app's routes plug into the needs and candidates features. */
export { type TFileUploaderProps } from './components/file-uploader.tsx';
export { JobDescriptionSection } from './components/job-description-section.tsx';
export { CandidateCvSection } from './components/candidate-cv-section.tsx';
export { CandidateCvUpload } from './components/candidate-cv-upload.tsx';
export {
  CandidateAiAnalysisTab,
  type TCandidateWithEmailFlag,
} from './components/analysis-tabs.tsx';
export { AiScore } from './components/ai-score.tsx';
export { AiMailDialog } from './components/ai-mail-dialog.tsx';
