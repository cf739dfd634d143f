import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addMonths, GDPR_DEFAULTS } from '@staffing/domain';
import { candidates } from '../../db/schema/index.ts';
import { useTestContext } from '../../../test/test-app.ts';
import { candidateTestKit } from '../candidates/candidates.test-helpers.ts';
import { createGdprService } from './gdpr.service.ts';

const DAY = 86_400_000;

describe('GDPR retention: the clock a person cannot turn back', () => {
  const t = useTestContext();
  const kit = candidateTestKit(t);
  const db = () => t.app.ctx.db;
  const gdpr = () => t.app.ctx.gdpr!.gdpr;

  async function refusedCandidate(email: string, noGoDate: string) {
    const sales = await t.createUser('Sales');
    const need = await kit.createNeed();
    const created = await kit.addCandidate(sales, need.id, { name: 'Back Dated', email });
    const noGo = await kit.addStep(sales, need.id, created.id, {
      type: 'GO_NOGO',
      date: noGoDate,
      detailGoNoGo: { decision: 'NO_GO', reason: 'Too expensive' },
    });
    expect(noGo.statusCode, noGo.body).toBe(201);
    const [row] = await db().select().from(candidates).where(eq(candidates.id, created.id));
    return row!;
  }

  it('a NO GO back-dated to 2019 counts from when it was recorded: nothing is erased', async () => {
    const before = Date.now();
    const row = await refusedCandidate('backdated@example.com', '2019-03-01T00:00:00.000Z');
    const deadline = row.retentionDeadline!.getTime();
    expect(deadline).toBeGreaterThanOrEqual(addMonths(new Date(before), 3).getTime() - 1000);
    expect(deadline).toBeLessThanOrEqual(addMonths(new Date(), 3).getTime() + 1000);

    const out = await gdpr().eraseDue(new Date());
    expect(out.erased).toBe(0);
    expect(await db().select().from(candidates).where(eq(candidates.id, row.id))).toHaveLength(1);
  });

  it('a passed deadline without a warning is warned first, erased only after the period', async () => {
    const row = await refusedCandidate('unwarned@example.com', new Date().toISOString());
    const now = new Date(row.retentionDeadline!.getTime() + DAY);

    expect((await gdpr().eraseDue(now)).erased).toBe(0);
    expect((await gdpr().warnDue(now)).candidateIds).toEqual([row.id]);
    expect((await gdpr().eraseDue(now)).erased).toBe(0);
    const later = new Date(now.getTime() + (GDPR_DEFAULTS.warnDays - 1) * DAY);
    expect((await gdpr().eraseDue(later)).erased).toBe(0);
    const afterPeriod = new Date(now.getTime() + GDPR_DEFAULTS.warnDays * DAY);
    expect((await gdpr().eraseDue(afterPeriod)).erased).toBe(1);
    expect(await db().select().from(candidates).where(eq(candidates.id, row.id))).toHaveLength(0);
  });

  it('the daily run skips a candidate erased meanwhile instead of failing', async () => {
    const first = await refusedCandidate('first@example.com', new Date().toISOString());
    const second = await refusedCandidate('second@example.com', new Date().toISOString());
    const now = new Date(
      Math.max(first.retentionDeadline!.getTime(), second.retentionDeadline!.getTime()) +
        GDPR_DEFAULTS.warnDays * DAY,
    );
    await db()
      .update(candidates)
      .set({ retentionWarnedAt: new Date(now.getTime() - GDPR_DEFAULTS.warnDays * DAY) })
      .where(inArray(candidates.id, [first.id, second.id]));
    const files = t.app.ctx.documents!.files;
    // While the run erases one, an Admin's erasure of the other commits: the run then finds it gone.
    const racing = createGdprService({
      db: db(),
      bus: t.app.ctx.bus,
      durations: GDPR_DEFAULTS,
      files: {
        candidateFiles: (id) => files.candidateFiles(id),
        removeStored: (keys) => files.removeStored(keys),
        async releaseCandidateFiles(tx, candidateId) {
          const other = candidateId === first.id ? second.id : first.id;
          await tx.delete(candidates).where(eq(candidates.id, other));
          return files.releaseCandidateFiles(tx, candidateId);
        },
      },
    });
    await expect(racing.eraseDue(now)).resolves.toEqual({ erased: 1 });
    expect(
      await db()
        .select()
        .from(candidates)
        .where(inArray(candidates.id, [first.id, second.id])),
    ).toHaveLength(0);
  });
});
