/** The texts of spec 001 §2 'File uploader widget', §8 'Upload' and spec 000 §8 'AI analysis'. */
export const UPLOAD_MESSAGES = {
  invalidType: 'Please upload a PDF, DOC, or DOCX file',
  noFile: 'No file provided',
  tooLarge: (maxMb: number) => `File size must be less than ${maxMb}MB`,
  postFailed: (status: number) => `POST upload failed: ${status}`,
  putFailed: (status: number) => `PUT upload failed: ${status}`,
  fetchFailed: 'Fetch upload failed',
  network: 'Upload failed due to network error',
  allFailed: 'All upload strategies failed',
  cancelled: 'Upload cancelled',
  completeFailed: 'Failed to complete upload',
  startFailed: 'Failed to start upload',
  progress: (pct: number) => `Uploading... ${pct}%`,
  started: 'Upload started...',
  completed: 'Upload completed – analysis pending...',
  uploadFailed: (m: string) => `Upload failed: ${m}`,
  downloadFailed: (m: string) => `Download failed: ${m}`,
  deleted: 'File deleted successfully',
  deleteFailed: (m: string) => `Delete failed: ${m}`,
  confirmDelete: 'Are you sure you want to delete this file? This action cannot be undone.',
} as const;

export const ANALYSIS_MESSAGES = {
  supported: 'Supported formats: PDF, DOC, DOCX (max 50MB)',
  uploading: 'Uploading...',
  analyzing: 'Analyzing with AI...',
  mayTakeMinutes: 'This may take a few minutes. The modal will close automatically when complete.',
  failed: (m: string) => `AI analysis failed: ${m}`,
  noResults: 'No analysis results received',
  socketFailed: 'Analysis failed',
  fallbackError: 'Analysis failed - please try again',
  authError: (m: string) => `Authentication error: ${m}`,
  jdSuccess: 'Job description uploaded and analyzed successfully!',
  jdDeleted: 'Job description deleted successfully!',
  jdDownloadFailed: (m: string) => `Failed to download Job Description: ${m}`,
  jdAnalysisDownloadFailed: (m: string) => `Failed to download JD Analysis: ${m}`,
  cvDownloadFailed: (m: string) => `Failed to download CV: ${m}`,
} as const;

/** Limits of spec 000/001 §9: 50MB for AI analysis and the generic uploader, 10MB on the card. */
export const MAX_ANALYSIS_MB = 50;
export const MAX_CARD_CV_MB = 10;
export const ACCEPTED_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;
export const ACCEPT_ATTRIBUTE =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
