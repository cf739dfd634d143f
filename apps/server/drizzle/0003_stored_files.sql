CREATE TABLE "stored_files" (
	"key" text PRIMARY KEY NOT NULL,
	"owner_type" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"filename" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "stored_files_owner_idx" ON "stored_files" USING btree ("owner_type","owner_id","kind");--> statement-breakpoint
-- Backfill: cv_file_key was never writable by a client; a need's file keys only count when they sit under that need's own prefix.
INSERT INTO "stored_files" ("key", "owner_type", "owner_id", "kind", "filename")
SELECT "cv_file_key", 'candidate', "id", 'cv', "cv_file_name" FROM "candidates" WHERE "cv_file_key" IS NOT NULL
ON CONFLICT ("key") DO NOTHING;
--> statement-breakpoint
INSERT INTO "stored_files" ("key", "owner_type", "owner_id", "kind", "filename")
SELECT "jd_s3_url", 'need', "id", 'jd', "job_description_file" FROM "needs"
WHERE "jd_s3_url" LIKE 'needs/' || "id"::text || '/jd/%'
ON CONFLICT ("key") DO NOTHING;
--> statement-breakpoint
INSERT INTO "stored_files" ("key", "owner_type", "owner_id", "kind")
SELECT "jd_analysis_s3_url", 'need', "id", 'jd_analysis' FROM "needs"
WHERE "jd_analysis_s3_url" LIKE 'needs/' || "id"::text || '/jd-analysis/%'
ON CONFLICT ("key") DO NOTHING;
