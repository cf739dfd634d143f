/** Machine-readable codes sent beside `detail` in error bodies. */
export const ErrorCode = {
  VALIDATION: 'VALIDATION',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  STALE_UPDATE: 'STALE_UPDATE',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  RATE_LIMITED: 'RATE_LIMITED',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  INVALID_FIRST_STEP: 'INVALID_FIRST_STEP',
  STEP_NOT_ALLOWED: 'STEP_NOT_ALLOWED',
  DUPLICATE_STEP: 'DUPLICATE_STEP',
  INVALID_DATE: 'INVALID_DATE',
  INVALID_DATE_SEQUENCE: 'INVALID_DATE_SEQUENCE',
  /** A CRM workflow request refused because its need lacks data (spec 000 need completeness). */
  MISSING_CRM_DATA: 'MISSING_CRM_DATA',
  INTERNAL: 'INTERNAL',
} as const;
export type TErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
