ALTER TABLE "needs" ADD COLUMN "jd_start_date" text;--> statement-breakpoint
ALTER TABLE "needs" ADD COLUMN "jd_duration" text;--> statement-breakpoint
ALTER TABLE "needs" ADD COLUMN "jd_remote_days" integer;