import { needs } from '../../db/schema/index.ts';
import type { TTestContext, TTestUser } from '../../../test/test-app.ts';
import type { TLiveEvent } from '../realtime/event-bus.ts';

/** Helpers shared by the candidate and step route tests. */
export function candidateTestKit(t: TTestContext) {
  return {
    async createNeed(values: Partial<typeof needs.$inferInsert> = {}) {
      const [row] = await t.app.ctx.db
        .insert(needs)
        .values({ title: 'Java developer', client: 'Acme', ...values })
        .returning();
      return row!;
    },

    async addCandidate(user: TTestUser, needId: string, body: Record<string, unknown>) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/needs/${needId}/candidates`,
        headers: t.auth(user),
        payload: body,
      });
      if (res.statusCode !== 201 && res.statusCode !== 200)
        throw new Error(`add candidate failed: ${res.statusCode} ${res.body}`);
      return res.json();
    },

    async addStep(
      user: TTestUser,
      needId: string,
      candidateId: string,
      body: Record<string, unknown>,
    ) {
      return t.app.inject({
        method: 'POST',
        url: `/api/v1/steps/process/${needId}/${candidateId}/steps`,
        headers: t.auth(user),
        payload: body,
      });
    },

    /** Records what the bus publishes from now on. */
    captureEvents(): TLiveEvent[] {
      const events: TLiveEvent[] = [];
      t.app.ctx.bus.subscribe((e) => events.push(e));
      return events;
    },
  };
}
