import type { Page } from 'playwright-core';
import { isUuid } from '@staffing/domain';
import type { TDb } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { NOT_FOUND_MESSAGES } from '../../lib/path-params.ts';
import { withMetadataKey } from '../jobs/flow-metadata.sql.ts';
import type { TJobs } from '../jobs/jobs.ts';
import { makeObjectKey } from '../files/object-keys.ts';
import type { TStorage } from '../files/storage.ts';
import type { TDownload } from '../files/files.service.ts';
import { createStoredFilesRepository } from '../files/stored-files.repository.ts';

export const SCREENSHOT_MESSAGES = {
  notFound: 'No screenshot for this flow',
} as const;

/** What Flow Administration links to (spec 001 §3 Flow: `metadata.screenshotUrl`). */
export const screenshotUrlOf = (flowId: string) => `/api/v1/admin/flows/${flowId}/screenshot`;

/** A flow id is its prefix and a uuid: the uuid owns the stored file. */
const ownerOf = (flowId: string) => ({
  ownerType: 'flow' as const,
  ownerId: flowId.replace(/^(flow|rpa)_/, ''),
  kind: 'screenshot' as const,
});

/** A screenshot must not hold a run up: a page that does not answer gets none. */
const CAPTURE_TIMEOUT_MS = 5_000;

/**
 * The last page a browser run showed (the stage that failed, or the record it saved), stored as a
 * file owned by the flow: one per flow, the newest replacing the one before.
 */
export function createRpaScreenshots(deps: {
  db: TDb;
  jobs: Pick<TJobs, 'flows' | 'publishFlow'>;
  storage: () => TStorage | undefined;
}) {
  const files = createStoredFilesRepository(deps.db);

  async function capture(flowId: string, page: Page): Promise<boolean> {
    const storage = deps.storage();
    if (!storage || page.isClosed()) return false;
    let bytes: Buffer;
    try {
      bytes = await page.screenshot({ type: 'png', timeout: CAPTURE_TIMEOUT_MS });
    } catch {
      return false;
    }
    const owner = ownerOf(flowId);
    const key = makeObjectKey(`flows/${owner.ownerId}/screenshot`, 'png');
    await storage.put(key, bytes, 'image/png');
    const stale = await deps.db.transaction(async (tx) => {
      await files.record({ ...owner, key, filename: `${flowId}.png` }, tx);
      return files.release(owner, key, tx);
    });
    for (const old of stale) await storage.delete(old).catch(() => {});
    const row = await deps.jobs.flows.update(flowId, {
      metadata: withMetadataKey('screenshotUrl', screenshotUrlOf(flowId)),
    });
    await deps.jobs.publishFlow(row);
    return true;
  }

  return {
    capture,

    /** The flow's screenshot, reached through the flow that owns it. */
    async download(flowId: string): Promise<TDownload> {
      const owner = ownerOf(flowId);
      // A key that names no flow at all is the flow's 404, like every other flow route.
      if (!isUuid(owner.ownerId)) throw notFound(NOT_FOUND_MESSAGES.flow);
      const storage = deps.storage();
      const file = await files.current(owner);
      const bytes = file && storage ? await storage.get(file.key) : null;
      if (!file || !bytes) throw notFound(SCREENSHOT_MESSAGES.notFound);
      return { bytes, filename: file.filename ?? `${flowId}.png` };
    },
  };
}

export type TRpaScreenshots = ReturnType<typeof createRpaScreenshots>;

/** A browser stage that fails leaves a screenshot of the page it failed on, then fails as it did. */
export function withFailureScreenshot<C extends { flow: { id: string } }, T>(
  screenshots: TRpaScreenshots | undefined,
  pageOf: (flowId: string) => Page | undefined,
  run: (ctx: C) => Promise<T>,
): (ctx: C) => Promise<T> {
  return async (ctx) => {
    try {
      return await run(ctx);
    } catch (err) {
      const page = pageOf(ctx.flow.id);
      if (page && screenshots) await screenshots.capture(ctx.flow.id, page).catch(() => false);
      throw err;
    }
  };
}
