import crypto from 'node:crypto';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { TDb, TExecutor } from '../../db/client.ts';
import { documentReviews } from '../../db/schema/index.ts';
import type { TDocumentKind } from './document-text.ts';

/**
 * How long a review's reading is kept: long enough for a person to check the fields and confirm,
 * short enough that a CV's text does not linger (nothing else points at it).
 */
const REVIEW_KEPT_MINUTES = 60;

/** The SHA-256 of a file's bytes, in hex: the key a review and the upload after it share. */
export function contentHash(bytes: Uint8Array): string {
  return crypto.createHash('sha256').update(bytes).digest('hex');
}

type TKeptReview = { text: string; analysis: Record<string, unknown> };

/** The readings of reviewed documents, by content hash and kind, until they expire. */
export function createDocumentReviewsRepository(db: TDb) {
  return {
    /** Keeps (or renews) a review's reading; expired readings go at the same time. */
    async keep(sha256: string, kind: TDocumentKind, review: TKeptReview, now = new Date()) {
      const expiresAt = new Date(now.getTime() + REVIEW_KEPT_MINUTES * 60_000);
      await db.delete(documentReviews).where(lte(documentReviews.expiresAt, now));
      await db
        .insert(documentReviews)
        .values({ sha256, kind, ...review, expiresAt })
        .onConflictDoUpdate({
          target: [documentReviews.sha256, documentReviews.kind],
          set: { ...review, expiresAt },
        });
    },

    /** The reading kept for these bytes read as this kind, unless it has expired. */
    async find(
      sha256: string,
      kind: TDocumentKind,
      tx: TExecutor = db,
    ): Promise<TKeptReview | undefined> {
      const [row] = await tx
        .select({ text: documentReviews.text, analysis: documentReviews.analysis })
        .from(documentReviews)
        .where(
          and(
            eq(documentReviews.sha256, sha256),
            eq(documentReviews.kind, kind),
            gt(documentReviews.expiresAt, new Date()),
          ),
        );
      return row;
    },

    /**
     * Forgets a reading once its upload has used it: a CV's text is kept no longer than it serves
     * (the reading of a review nobody uploads expires on its own).
     */
    async forget(sha256: string, kind: TDocumentKind, tx: TExecutor = db): Promise<void> {
      await tx
        .delete(documentReviews)
        .where(and(eq(documentReviews.sha256, sha256), eq(documentReviews.kind, kind)));
    },
  };
}

export type TDocumentReviews = ReturnType<typeof createDocumentReviewsRepository>;
