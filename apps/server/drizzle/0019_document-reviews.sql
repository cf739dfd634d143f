CREATE TABLE "document_reviews" (
	"sha256" text NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"analysis" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_reviews_sha256_kind_pk" PRIMARY KEY("sha256","kind")
);
