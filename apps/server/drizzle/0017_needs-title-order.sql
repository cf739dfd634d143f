DROP INDEX "needs_title_lower_idx";--> statement-breakpoint
CREATE INDEX "needs_title_order_idx" ON "needs" USING btree (lower("title"),"id");