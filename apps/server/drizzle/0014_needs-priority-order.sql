-- The needs list sorted by priority (needs.repository.ts, sortExpression): the same constant
-- CASE, then the title and id tie-breakers, so a page is read from the index in order.
CREATE INDEX "needs_priority_order_idx" ON "needs" USING btree ((CASE "priority" WHEN 'P1' THEN 1 WHEN 'P2' THEN 2 WHEN 'P3' THEN 3 WHEN 'P4' THEN 4 ELSE 99 END), lower("title"), "id");
