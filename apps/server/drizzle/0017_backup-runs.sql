CREATE TABLE "backup_runs" (
	"slot" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"file" text,
	"size_bytes" bigint,
	"sha256" text,
	"error" text
);
