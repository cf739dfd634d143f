CREATE TABLE "workflow_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"step_id" text,
	"type" text NOT NULL,
	"status" text DEFAULT 'NEW' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"flow_id" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"need_id" uuid NOT NULL,
	"candidate_id" uuid,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_sandbox_records" (
	"id" text PRIMARY KEY NOT NULL,
	"object" text NOT NULL,
	"external_key" text NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "workflow_requests_created_idx" ON "workflow_requests" USING btree ("created_at" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX "workflow_requests_status_idx" ON "workflow_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "workflow_requests_type_idx" ON "workflow_requests" USING btree ("type","created_at");--> statement-breakpoint
CREATE INDEX "workflow_requests_need_idx" ON "workflow_requests" USING btree ("need_id");--> statement-breakpoint
CREATE INDEX "workflow_requests_candidate_idx" ON "workflow_requests" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "workflow_requests_flow_idx" ON "workflow_requests" USING btree ("flow_id");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_sandbox_records_external_key_idx" ON "crm_sandbox_records" USING btree ("external_key");