CREATE TABLE "crm_sandbox_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"username" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_sandbox_settings" (
	"id" text PRIMARY KEY NOT NULL,
	"save_delay_ms" integer DEFAULT 0 NOT NULL,
	"save_delay_count" integer DEFAULT 0 NOT NULL,
	"api_usage" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "crm_sandbox_records_external_key_idx";--> statement-breakpoint
ALTER TABLE "crm_sandbox_records" ALTER COLUMN "external_key" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "crm_sandbox_sessions_expires_idx" ON "crm_sandbox_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_sandbox_records_object_key_idx" ON "crm_sandbox_records" USING btree ("object","external_key");--> statement-breakpoint
CREATE INDEX "crm_sandbox_records_object_idx" ON "crm_sandbox_records" USING btree ("object","created_at");--> statement-breakpoint
CREATE INDEX "crm_sandbox_records_name_idx" ON "crm_sandbox_records" USING btree ("object",("fields"->>'Name'));