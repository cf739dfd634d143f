import { t } from '../../../i18n/i18n.ts';

/**
 * The texts of spec 001 §2 'File uploader widget', §8 'Upload' and spec 000 §8 'AI analysis', in
 * the interface's language: each is read from the catalogues when used, never at load.
 */
export const UPLOAD_MESSAGES = {
  get invalidType() {
    return t('documents.upload.invalidType');
  },
  get noFile() {
    return t('documents.upload.noFile');
  },
  tooLarge: (maxMb: number) => t('documents.upload.tooLarge', { maxMb }),
  postFailed: (status: number) => t('documents.upload.postFailed', { status }),
  putFailed: (status: number) => t('documents.upload.putFailed', { status }),
  get fetchFailed() {
    return t('documents.upload.fetchFailed');
  },
  get network() {
    return t('documents.upload.network');
  },
  get allFailed() {
    return t('documents.upload.allFailed');
  },
  get cancelled() {
    return t('documents.upload.cancelled');
  },
  get completeFailed() {
    return t('documents.upload.completeFailed');
  },
  get startFailed() {
    return t('documents.upload.startFailed');
  },
  progress: (pct: number) => t('documents.upload.progress', { pct }),
  get started() {
    return t('documents.upload.started');
  },
  get completed() {
    return t('documents.upload.completed');
  },
  uploadFailed: (m: string) => t('documents.upload.uploadFailed', { message: m }),
  downloadFailed: (m: string) => t('documents.upload.downloadFailed', { message: m }),
  get deleted() {
    return t('documents.upload.deleted');
  },
  deleteFailed: (m: string) => t('documents.upload.deleteFailed', { message: m }),
  get confirmDelete() {
    return t('documents.upload.confirmDelete');
  },
};

export const ANALYSIS_MESSAGES = {
  get supported() {
    return t('documents.analysis.supported');
  },
  get uploading() {
    return t('documents.analysis.uploading');
  },
  get analyzing() {
    return t('documents.analysis.analyzing');
  },
  get mayTakeMinutes() {
    return t('documents.analysis.mayTakeMinutes');
  },
  failed: (m: string) => t('documents.analysis.failed', { message: m }),
  get noResults() {
    return t('documents.analysis.noResults');
  },
  get socketFailed() {
    return t('documents.analysis.socketFailed');
  },
  get fallbackError() {
    return t('documents.analysis.fallbackError');
  },
  authError: (m: string) => t('documents.analysis.authError', { message: m }),
  get jdSuccess() {
    return t('documents.analysis.jdSuccess');
  },
  get jdDeleted() {
    return t('documents.analysis.jdDeleted');
  },
  jdDownloadFailed: (m: string) => t('documents.analysis.jdDownloadFailed', { message: m }),
  jdAnalysisDownloadFailed: (m: string) =>
    t('documents.analysis.jdAnalysisDownloadFailed', { message: m }),
  cvDownloadFailed: (m: string) => t('documents.analysis.cvDownloadFailed', { message: m }),
};

/** Limits of spec 000/001 §9: 50MB for AI analysis and the generic uploader, 10MB on the card. */
export const MAX_ANALYSIS_MB = 50;
export const MAX_CARD_CV_MB = 10;
export const ACCEPTED_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;
export const ACCEPT_ATTRIBUTE =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
