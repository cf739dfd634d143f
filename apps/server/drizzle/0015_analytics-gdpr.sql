ALTER TABLE "candidates" ADD COLUMN "consultant_daily_cost" double precision;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "legal_basis" text DEFAULT 'legitimate_interest' NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "consent_given_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "last_contact_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "retention_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "retention_warned_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "audit_log_action_created_idx" ON "audit_log" USING btree ("entity_type","action","created_at");--> statement-breakpoint
CREATE INDEX "candidates_retention_deadline_idx" ON "candidates" USING btree ("retention_deadline");