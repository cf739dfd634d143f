DROP TABLE "crm_sandbox_records" CASCADE;--> statement-breakpoint
DROP TABLE "crm_sandbox_sessions" CASCADE;--> statement-breakpoint
DROP TABLE "crm_sandbox_settings" CASCADE;