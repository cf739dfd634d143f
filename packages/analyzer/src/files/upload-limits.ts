// Limits stated by the spec: 50 MB for AI analysis uploads, 10 MB for a CV attached to a card.
export const MAX_ANALYSIS_FILE_BYTES = 50 * 1024 * 1024;
export const MAX_CARD_CV_FILE_BYTES = 10 * 1024 * 1024;

// A DOCX is a zip; these bound what unpacking it may cost, whatever its compressed size.
export const MAX_DOCX_UNCOMPRESSED_BYTES = 100 * 1024 * 1024;
export const MAX_DOCX_COMPRESSION_RATIO = 100;
export const MAX_DOCX_ENTRIES = 2_000;

export const UNSUPPORTED_TYPE_MESSAGE = 'Please upload a PDF, DOC, or DOCX file';
