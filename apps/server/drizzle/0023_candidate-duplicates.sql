CREATE TABLE "candidate_merges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kept_id" uuid NOT NULL,
	"merged_id" uuid NOT NULL,
	"merged_name" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone,
	"undone_by" uuid
);
--> statement-breakpoint
CREATE TABLE "duplicate_dismissals" (
	"candidate_a" uuid NOT NULL,
	"candidate_b" uuid NOT NULL,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "duplicate_dismissals_candidate_a_candidate_b_pk" PRIMARY KEY("candidate_a","candidate_b")
);
--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "linkedin_url" text;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "email_key" text;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "phone_key" text;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "linkedin_key" text;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "name_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "candidate_merges" ADD CONSTRAINT "candidate_merges_kept_id_candidates_id_fk" FOREIGN KEY ("kept_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicate_dismissals" ADD CONSTRAINT "duplicate_dismissals_candidate_a_candidates_id_fk" FOREIGN KEY ("candidate_a") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicate_dismissals" ADD CONSTRAINT "duplicate_dismissals_candidate_b_candidates_id_fk" FOREIGN KEY ("candidate_b") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_merges_merged_idx" ON "candidate_merges" USING btree ("merged_id");--> statement-breakpoint
CREATE INDEX "candidate_merges_kept_idx" ON "candidate_merges" USING btree ("kept_id");--> statement-breakpoint
CREATE INDEX "duplicate_dismissals_b_idx" ON "duplicate_dismissals" USING btree ("candidate_b");--> statement-breakpoint
CREATE INDEX "candidates_email_key_idx" ON "candidates" USING btree ("email_key");--> statement-breakpoint
CREATE INDEX "candidates_phone_key_idx" ON "candidates" USING btree ("phone_key");--> statement-breakpoint
CREATE INDEX "candidates_linkedin_key_idx" ON "candidates" USING btree ("linkedin_key");--> statement-breakpoint
CREATE INDEX "candidates_name_key_trgm_idx" ON "candidates" USING gin ("name_key" gin_trgm_ops);--> statement-breakpoint
-- Backfill the duplicate keys of existing candidates by the domain's rules (duplicate-keys.ts),
-- written in SQL once: phones were already stored in E.164 by the forms, the folded name is the
-- first line of search_text. Every later write sets them through the candidates repository.
UPDATE "candidates" SET
  "email_key" = CASE
    WHEN "email" IS NULL OR position('@' in "email") < 2 THEN NULL
    WHEN split_part(lower(trim("email")), '@', 2) IN ('gmail.com', 'googlemail.com')
      THEN replace(split_part(split_part(lower(trim("email")), '@', 1), '+', 1), '.', '') || '@gmail.com'
    WHEN split_part(lower(trim("email")), '@', 2) IN ('outlook.com', 'outlook.fr', 'hotmail.com', 'hotmail.fr', 'live.com', 'live.fr', 'msn.com', 'icloud.com', 'me.com', 'mac.com', 'protonmail.com', 'proton.me', 'pm.me', 'fastmail.com')
      THEN split_part(split_part(lower(trim("email")), '@', 1), '+', 1) || '@' || split_part(lower(trim("email")), '@', 2)
    ELSE lower(trim("email")) END,
  "phone_key" = CASE WHEN "phone" ~ '^\+[1-9][0-9]{7,14}$' THEN "phone" ELSE NULL END,
  "name_key" = trim(regexp_replace(split_part("search_text", chr(10), 1), '[^[:alnum:]]+', ' ', 'g'));
