DROP INDEX "steps_pair_idx";--> statement-breakpoint
ALTER TABLE "steps" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
UPDATE "steps" SET "seq" = "ordered"."n" FROM (SELECT "id", row_number() OVER (ORDER BY "created_at", "id") AS "n" FROM "steps") AS "ordered" WHERE "steps"."id" = "ordered"."id";--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('steps', 'seq'), coalesce((SELECT max("seq") FROM "steps"), 0) + 1, false);--> statement-breakpoint
CREATE INDEX "steps_pair_idx" ON "steps" USING btree ("need_id","candidate_id","seq");
