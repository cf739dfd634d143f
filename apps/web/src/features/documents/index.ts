/** What the app's routes plug into the needs and candidates features. */
export { FileUploader, type TFileUploaderProps } from './components/file-uploader.tsx';
export { JobDescriptionSection } from './components/job-description-section.tsx';
export { CandidateCvSection } from './components/candidate-cv-section.tsx';
export { CandidateCvUpload } from './components/candidate-cv-upload.tsx';
export {
  NeedAiAnalysisTab,
  CandidateAiAnalysisTab,
  type TCandidateWithEmailFlag,
} from './components/analysis-tabs.tsx';
export { AiScore, ScoreBadge } from './components/ai-score.tsx';
export { AiMailDialog } from './components/ai-mail-dialog.tsx';
