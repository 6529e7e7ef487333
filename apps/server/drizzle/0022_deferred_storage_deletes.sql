CREATE TABLE "deferred_storage_deletes" (
	"key" text PRIMARY KEY NOT NULL,
	"deferred_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
