import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TDatabase } from '../../db/client.ts';
import { needs } from '../../db/schema/index.ts';
import { openTestDatabase } from '../../../test/test-app.ts';
import { buildOrder } from './needs-list.sql.ts';

/**
 * The priority sort is written as constant SQL so that migration 0014's expression index serves
 * it: were the CASE to drift from the index (or go back to bound parameters), a sorted page would
 * read and sort the whole table again. Sequential scans are switched off so that the plan says
 * whether the index can serve the ORDER BY at all, whatever the table's size.
 */
describe('needs sorted by priority or title', () => {
  let database: TDatabase;
  beforeEach(async () => {
    database = await openTestDatabase();
  });
  afterEach(async () => {
    await database.close();
  });

  async function planOf(sort: Parameters<typeof buildOrder>[0]) {
    const page = database.db
      .select({ id: needs.id })
      .from(needs)
      .orderBy(...buildOrder(sort))
      .limit(100);
    return database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      await tx.execute(sql`SET LOCAL enable_sort = off`);
      const result = await tx.execute(sql`EXPLAIN ${page.getSQL()}`);
      return JSON.stringify(result.rows ?? result);
    });
  }

  it('is read in order from the priority index', async () => {
    const plan = await planOf({ sortBy: 'priority', sortOrder: 'asc' });
    expect(plan).toContain('needs_priority_order_idx');
    expect(plan).not.toMatch(/Sort Key/);
  });

  // The default order: lower(title) alone left an incremental sort of every need sharing the first
  // titles, which grew with the table (migration 0017).
  it('reads the default title order from its index, id included', async () => {
    const plan = await planOf({ sortBy: 'title', sortOrder: 'asc' });
    expect(plan).toContain('needs_title_order_idx');
    expect(plan).not.toMatch(/Sort Key/);
  });
});
