import { t } from '../../../i18n/i18n.ts';
import { catalogueTexts } from '../../../shared/utils/catalogue-texts.ts';

/**
 * The texts of spec 001 §2 'File uploader widget', §8 'Upload' and spec 000 §8 'AI analysis', in
 * the interface's language: each is read from the catalogues when used, never at load.
 */
export const UPLOAD_MESSAGES = catalogueTexts(
  {
    invalidType: 'documents.upload.invalidType',
    noFile: 'documents.upload.noFile',
    fetchFailed: 'documents.upload.fetchFailed',
    network: 'documents.upload.network',
    allFailed: 'documents.upload.allFailed',
    cancelled: 'documents.upload.cancelled',
    completeFailed: 'documents.upload.completeFailed',
    startFailed: 'documents.upload.startFailed',
    started: 'documents.upload.started',
    completed: 'documents.upload.completed',
    deleted: 'documents.upload.deleted',
    confirmDelete: 'documents.upload.confirmDelete',
  },
  {
    tooLarge: (maxMb: number) => t('documents.upload.tooLarge', { maxMb }),
    postFailed: (status: number) => t('documents.upload.postFailed', { status }),
    putFailed: (status: number) => t('documents.upload.putFailed', { status }),
    progress: (pct: number) => t('documents.upload.progress', { pct }),
    uploadFailed: (m: string) => t('documents.upload.uploadFailed', { message: m }),
    downloadFailed: (m: string) => t('documents.upload.downloadFailed', { message: m }),
    deleteFailed: (m: string) => t('documents.upload.deleteFailed', { message: m }),
  },
);

export const ANALYSIS_MESSAGES = catalogueTexts(
  {
    supported: 'documents.analysis.supported',
    uploading: 'documents.analysis.uploading',
    analyzing: 'documents.analysis.analyzing',
    mayTakeMinutes: 'documents.analysis.mayTakeMinutes',
    noResults: 'documents.analysis.noResults',
    socketFailed: 'documents.analysis.socketFailed',
    fallbackError: 'documents.analysis.fallbackError',
    jdSuccess: 'documents.analysis.jdSuccess',
    jdDeleted: 'documents.analysis.jdDeleted',
  },
  {
    failed: (m: string) => t('documents.analysis.failed', { message: m }),
    authError: (m: string) => t('documents.analysis.authError', { message: m }),
    jdDownloadFailed: (m: string) => t('documents.analysis.jdDownloadFailed', { message: m }),
    jdAnalysisDownloadFailed: (m: string) =>
      t('documents.analysis.jdAnalysisDownloadFailed', { message: m }),
    cvDownloadFailed: (m: string) => t('documents.analysis.cvDownloadFailed', { message: m }),
  },
);

/** Limits of spec 000/001 §9: 50MB for AI analysis and the generic uploader, 10MB on the card. */
export const MAX_ANALYSIS_MB = 50;
export const MAX_CARD_CV_MB = 10;
export const ACCEPTED_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;
export const ACCEPT_ATTRIBUTE =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
