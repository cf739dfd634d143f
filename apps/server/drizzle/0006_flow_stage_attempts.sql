CREATE TABLE "flow_stage_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"flow_id" text NOT NULL,
	"stage" text NOT NULL,
	"role" text,
	"attempt" integer NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"queued_at" timestamp with time zone,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"duration_ms" integer,
	"queue_wait_ms" integer,
	"input_summary" text,
	"output_summary" text,
	"error" text,
	"claim_token" text NOT NULL,
	"worker" text
);
--> statement-breakpoint
ALTER TABLE "flows" ADD COLUMN "queued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "flows" ADD COLUMN "cancel_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "flows" ADD COLUMN "lease" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "flows" ADD COLUMN "claim_token" text;--> statement-breakpoint
ALTER TABLE "flows" ADD COLUMN "claim_job_id" text;--> statement-breakpoint
ALTER TABLE "flows" ADD COLUMN "lease_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "flow_stage_attempts" ADD CONSTRAINT "flow_stage_attempts_flow_id_flows_id_fk" FOREIGN KEY ("flow_id") REFERENCES "public"."flows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flow_stage_attempts_flow_id_idx" ON "flow_stage_attempts" USING btree ("flow_id","id");--> statement-breakpoint
CREATE INDEX "flows_status_created_at_idx" ON "flows" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "flows_need_id_idx" ON "flows" USING btree ("need_id");--> statement-breakpoint
CREATE INDEX "flows_candidate_id_idx" ON "flows" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "flows_completed_at_idx" ON "flows" USING btree ("completed_at") WHERE "flows"."status" IN ('completed', 'error', 'cancelled');