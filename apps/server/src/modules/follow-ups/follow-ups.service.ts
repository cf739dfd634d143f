import {
  can,
  daysBetween,
  FOLLOW_UP_MESSAGES,
  followUpCutoff,
  toPage,
  type TFollowUpListQuery,
  type TFollowUpPage,
} from '@staffing/domain';
import type { TDb } from '../../db/client.ts';
import type { TActor } from '../../lib/actor.ts';
import { forbidden } from '../../lib/errors.ts';
import { createFollowUpsRepository } from './follow-ups.repository.ts';

/** The client e-mail typed on a sent step's detail, if any. */
export function clientEmailOf(detail: Record<string, unknown> | null | undefined): string | null {
  const email = detail?.clientEmail;
  return typeof email === 'string' && email.trim() ? email.trim() : null;
}

/**
 * 'To follow up': candidates sent to a client whose latest step on the need is still
 * the sent step, `days` days later (FOLLOW_UP_DAYS), on needs that are still open.
 */
export function createFollowUpsService(deps: { db: TDb; days: number; now?: () => Date }) {
  const { db, days } = deps;
  const now = deps.now ?? (() => new Date());
  const repo = createFollowUpsRepository(db);

  return {
    repo,
    days,
    async list(actor: TActor, query: TFollowUpListQuery): Promise<TFollowUpPage> {
      if (!can.followUpCandidates(actor.role)) throw forbidden(FOLLOW_UP_MESSAGES.forbidden);
      const at = now();
      const { rows, total } = await repo.listDue(followUpCutoff(at, days), {
        limit: query.size,
        offset: (query.page - 1) * query.size,
      });
      const items = rows.map((r) => ({
        needId: r.needId,
        needTitle: r.needTitle,
        client: r.client,
        needColumn: r.needColumn as TFollowUpPage['items'][number]['needColumn'],
        candidateId: r.candidateId,
        candidateName: r.candidateName,
        stepId: r.stepId,
        sentAt: r.sentAt.toISOString(),
        daysWaiting: daysBetween(r.sentAt, at),
        clientEmail: clientEmailOf(r.detail),
      }));
      return toPage(items, total, query.page, query.size);
    },
  };
}

export type TFollowUpsService = ReturnType<typeof createFollowUpsService>;
