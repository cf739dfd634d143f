ALTER TABLE "needs" ADD COLUMN "manual_fields" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "manual_fields" jsonb DEFAULT '[]'::jsonb NOT NULL;