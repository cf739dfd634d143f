CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"avatar_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"action" text NOT NULL,
	"actor_id" uuid,
	"changes" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "needs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"client" text NOT NULL,
	"priority" text DEFAULT 'P2' NOT NULL,
	"description" text,
	"category" text,
	"quantity" integer DEFAULT 1 NOT NULL,
	"consultants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"order_clients" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"order_clients_email" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"column" text DEFAULT 'NO_CANDIDATE' NOT NULL,
	"previous_column" text,
	"progress_pct" integer DEFAULT 0 NOT NULL,
	"tjm" double precision,
	"job_description_file" text,
	"opportunity_salesforce_url" text,
	"opportunity_salesforce_id" text,
	"opportunity_created_at" timestamp with time zone,
	"mission_salesforce_url" text,
	"mission_created_at" timestamp with time zone,
	"proposition_salesforce_id" text,
	"proposition_salesforce_url" text,
	"proposition_created_at" timestamp with time zone,
	"jd_s3_url" text,
	"jd_analysis_s3_url" text,
	"jd_analysis_status" text,
	"jd_analysis" jsonb,
	"jd_seniority" text,
	"jd_team" text,
	"jd_project_name" text,
	"jd_company" text,
	"jd_location" text,
	"jd_education" text,
	"jd_experience_years" integer,
	"jd_responsibilities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"jd_required_skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"jd_desired_skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"jd_soft_skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cv_url" text,
	"cv_file_key" text,
	"cv_file_name" text,
	"expected_tjm" double precision,
	"salesforce_id" text,
	"cv_role" text,
	"cv_experience_years" text,
	"cv_trigramme" text,
	"cv_city" text,
	"cv_postal_code" text,
	"cv_country" text,
	"cv_availability" text,
	"cv_education" text,
	"cv_analysis_status" text,
	"cv_analysis" jsonb,
	"cv_hard_skills_json" text,
	"cv_soft_skills_json" text,
	"cv_key_strengths_json" text,
	"cv_languages_json" text,
	"cv_missing_skills_json" text,
	"cv1st_experience_title" text,
	"cv1st_experience_company" text,
	"cv1st_experience_start_date" text,
	"cv1st_experience_end_date" text,
	"cv1st_experience_location" text,
	"cv1st_experience_responsibilities_json" text,
	"cv2nd_experience_title" text,
	"cv2nd_experience_company" text,
	"cv2nd_experience_start_date" text,
	"cv2nd_experience_end_date" text,
	"cv2nd_experience_location" text,
	"cv3rd_experience_title" text,
	"cv3rd_experience_company" text,
	"cv3rd_experience_start_date" text,
	"cv3rd_experience_end_date" text,
	"cv3rd_experience_location" text,
	"relevance_score" double precision,
	"score_justification" text,
	"score_job_id" text,
	"scored_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "need_candidates" (
	"need_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "need_candidates_need_id_candidate_id_pk" PRIMARY KEY("need_id","candidate_id")
);
--> statement-breakpoint
CREATE TABLE "scores" (
	"need_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"score" double precision NOT NULL,
	"justification" text NOT NULL,
	"score_job_id" text,
	"scored_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scores_need_id_candidate_id_pk" PRIMARY KEY("need_id","candidate_id")
);
--> statement-breakpoint
CREATE TABLE "steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"need_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'COMPLETED' NOT NULL,
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	"comment" text,
	"proposition_url" text,
	"mission_url" text,
	"workflow_request_id" text,
	"salesforce_id" text,
	"source" text,
	"priority" text,
	"meta" jsonb,
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flows" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"category" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"stage" text,
	"progress" integer DEFAULT 0 NOT NULL,
	"need_id" uuid,
	"candidate_id" uuid,
	"need_name" text,
	"candidate_name" text,
	"candidate_email" text,
	"client_email" text,
	"message" text,
	"error" text,
	"payload" jsonb,
	"result" jsonb,
	"metadata" jsonb,
	"created_by" uuid,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "needs" ADD CONSTRAINT "needs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "need_candidates" ADD CONSTRAINT "need_candidates_need_id_needs_id_fk" FOREIGN KEY ("need_id") REFERENCES "public"."needs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "need_candidates" ADD CONSTRAINT "need_candidates_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scores" ADD CONSTRAINT "scores_need_id_needs_id_fk" FOREIGN KEY ("need_id") REFERENCES "public"."needs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scores" ADD CONSTRAINT "scores_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "steps" ADD CONSTRAINT "steps_need_id_needs_id_fk" FOREIGN KEY ("need_id") REFERENCES "public"."needs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "steps" ADD CONSTRAINT "steps_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash_idx" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "needs_column_idx" ON "needs" USING btree ("column");--> statement-breakpoint
CREATE INDEX "needs_updated_at_idx" ON "needs" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "needs_created_at_idx" ON "needs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "needs_client_idx" ON "needs" USING btree ("client");--> statement-breakpoint
CREATE INDEX "needs_consultants_idx" ON "needs" USING gin ("consultants");--> statement-breakpoint
CREATE UNIQUE INDEX "candidates_email_lower_idx" ON "candidates" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "candidates_updated_at_idx" ON "candidates" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "need_candidates_candidate_idx" ON "need_candidates" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "scores_candidate_idx" ON "scores" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "steps_pair_idx" ON "steps" USING btree ("need_id","candidate_id","created_at");--> statement-breakpoint
CREATE INDEX "steps_candidate_idx" ON "steps" USING btree ("candidate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "steps_pair_type_idx" ON "steps" USING btree ("need_id","candidate_id","type") WHERE "steps"."type" <> 'FROZEN';--> statement-breakpoint
CREATE INDEX "flows_category_status_idx" ON "flows" USING btree ("category","status");--> statement-breakpoint
CREATE INDEX "flows_created_at_idx" ON "flows" USING btree ("created_at");