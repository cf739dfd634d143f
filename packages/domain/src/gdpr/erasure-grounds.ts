import { GDPR_REASON_MAX } from './gdpr.schema.ts';

/** The grounds of the right to erasure (GDPR art. 17(1)) an Admin names when erasing by hand. */
export const ERASURE_GROUNDS = [
  'consentWithdrawn',
  'objection',
  'noLongerNecessary',
  'unlawfulProcessing',
  'legalObligation',
] as const;
export type TErasureGround = (typeof ERASURE_GROUNDS)[number];

const ARTICLES: Record<TErasureGround, string> = {
  noLongerNecessary: 'GDPR art. 17(1)(a)',
  consentWithdrawn: 'GDPR art. 17(1)(b)',
  objection: 'GDPR art. 17(1)(c)',
  unlawfulProcessing: 'GDPR art. 17(1)(d)',
  legalObligation: 'GDPR art. 17(1)(e)',
};

/** Room left for the reason once the legal basis is appended. */
export const ERASURE_REASON_MAX = GDPR_REASON_MAX - 24;

/**
 * The reason the register keeps: the Admin's words and the legal basis, the article written the
 * same way in every language ("Asked by e-mail on 3 March (GDPR art. 17(1)(b))").
 */
export function erasureReasonWithBasis(reason: string, ground: TErasureGround): string {
  return `${reason.trim().slice(0, ERASURE_REASON_MAX)} (${ARTICLES[ground]})`;
}
