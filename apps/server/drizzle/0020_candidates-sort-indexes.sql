CREATE INDEX "candidates_name_idx" ON "candidates" USING btree ("name");--> statement-breakpoint
CREATE INDEX "candidates_created_at_idx" ON "candidates" USING btree ("created_at");