CREATE TABLE "candidate_skill_keys" (
	"candidate_id" uuid PRIMARY KEY NOT NULL,
	"skill_keys" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "need_match_dismissals" (
	"need_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"hidden_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "need_match_dismissals_need_id_candidate_id_pk" PRIMARY KEY("need_id","candidate_id")
);
--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "pool_kind" text DEFAULT 'external' NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "mission_end_date" date;--> statement-breakpoint
ALTER TABLE "candidate_skill_keys" ADD CONSTRAINT "candidate_skill_keys_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "need_match_dismissals" ADD CONSTRAINT "need_match_dismissals_need_id_needs_id_fk" FOREIGN KEY ("need_id") REFERENCES "public"."needs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "need_match_dismissals" ADD CONSTRAINT "need_match_dismissals_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "need_match_dismissals" ADD CONSTRAINT "need_match_dismissals_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_skill_keys_gin_idx" ON "candidate_skill_keys" USING gin ("skill_keys");--> statement-breakpoint
CREATE INDEX "need_match_dismissals_candidate_idx" ON "need_match_dismissals" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "candidates_pool_kind_idx" ON "candidates" USING btree ("pool_kind") WHERE "candidates"."pool_kind" <> 'external';