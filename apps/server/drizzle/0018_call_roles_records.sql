CREATE TABLE "call_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "call_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"call_id" integer NOT NULL,
	"dialog_id" integer NOT NULL,
	"owner_id" integer,
	"name" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"started_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp (3) with time zone,
	"rec_dir" text NOT NULL,
	"storage_key" text,
	"mime" text,
	"size" bigint,
	"duration_sec" real,
	"error" text,
	CONSTRAINT "call_records_status" CHECK ("call_records"."status" in (1, 2, 3, 4))
);
--> statement-breakpoint
ALTER TABLE "call_participants" DROP CONSTRAINT "call_participants_status";--> statement-breakpoint
ALTER TABLE "call_participants" ADD COLUMN "role" text DEFAULT '37:303' NOT NULL;--> statement-breakpoint
ALTER TABLE "call_participants" ADD COLUMN "permits" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "call_sessions" ADD COLUMN "janus_feed" bigint;--> statement-breakpoint
ALTER TABLE "call_sessions" ADD COLUMN "janus_token" text;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "media" text DEFAULT 'mesh' NOT NULL;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "janus_room" bigint;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "janus_secret" text;--> statement-breakpoint
ALTER TABLE "call_records" ADD CONSTRAINT "call_records_call_id_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_records" ADD CONSTRAINT "call_records_dialog_id_dialogs_id_fk" FOREIGN KEY ("dialog_id") REFERENCES "public"."dialogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_records" ADD CONSTRAINT "call_records_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "call_records_running_idx" ON "call_records" USING btree ("call_id") WHERE "call_records"."status" in (1, 2);--> statement-breakpoint
CREATE INDEX "call_records_dialog_idx" ON "call_records" USING btree ("dialog_id","id");--> statement-breakpoint
ALTER TABLE "call_participants" ADD CONSTRAINT "call_participants_status" CHECK ("call_participants"."status" in (0, 1, 3, 4, 6));--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_media" CHECK ("calls"."media" in ('mesh', 'sfu'));--> statement-breakpoint
-- Participants of earlier calls get the role their admin flag meant, and that role's permits.
UPDATE "call_participants" AS p SET "role" = CASE
    WHEN c."owner_id" = p."user_id" THEN '37:301'
    WHEN p."admin" THEN '37:302'
    ELSE '37:303' END
  FROM "calls" AS c WHERE c."id" = p."call_id";--> statement-breakpoint
UPDATE "call_participants" SET "permits" = CASE "role"
    WHEN '37:301' THEN '{82:601,82:602,82:603,82:604,82:605,82:606,82:607,82:608,82:609,82:610,82:611,82:612}'::text[]
    WHEN '37:302' THEN '{82:601,82:602,82:603,82:604,82:605,82:606,82:607,82:608,82:609,82:611}'::text[]
    ELSE '{82:602,82:603,82:604,82:605,82:606,82:607,82:608,82:609}'::text[] END;
