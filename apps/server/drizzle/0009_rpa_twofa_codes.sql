CREATE TABLE "rpa_twofa_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"flow_id" text NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "rpa_twofa_codes_flow_id_idx" ON "rpa_twofa_codes" USING btree ("flow_id","created_at");