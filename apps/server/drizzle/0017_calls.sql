CREATE TABLE "call_participants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "call_participants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"call_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"exit" text,
	"admin" boolean DEFAULT false NOT NULL,
	"invited_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"ring_until" timestamp (3) with time zone,
	"joined_at" timestamp (3) with time zone,
	"left_at" timestamp (3) with time zone,
	"answered" boolean DEFAULT false NOT NULL,
	CONSTRAINT "call_participants_status" CHECK ("call_participants"."status" in (0, 1, 3, 4))
);
--> statement-breakpoint
CREATE TABLE "call_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"call_id" integer NOT NULL,
	"participant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"mic_on" boolean DEFAULT true NOT NULL,
	"cam_on" boolean DEFAULT false NOT NULL,
	"hand_up" boolean DEFAULT false NOT NULL,
	"sharing_screen" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "calls" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "calls_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"dialog_id" integer NOT NULL,
	"owner_id" integer,
	"type" smallint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"started_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"activated_at" timestamp (3) with time zone,
	"ended_at" timestamp (3) with time zone,
	CONSTRAINT "calls_type" CHECK ("calls"."type" in (1, 2)),
	CONSTRAINT "calls_status" CHECK ("calls"."status" in (1, 2, 3, 4))
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "call" jsonb;--> statement-breakpoint
ALTER TABLE "call_participants" ADD CONSTRAINT "call_participants_call_id_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_participants" ADD CONSTRAINT "call_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_sessions" ADD CONSTRAINT "call_sessions_call_id_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_sessions" ADD CONSTRAINT "call_sessions_participant_id_call_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."call_participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_sessions" ADD CONSTRAINT "call_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_dialog_id_dialogs_id_fk" FOREIGN KEY ("dialog_id") REFERENCES "public"."dialogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "call_participants_user_idx" ON "call_participants" USING btree ("call_id","user_id");--> statement-breakpoint
CREATE INDEX "call_participants_ringing_idx" ON "call_participants" USING btree ("ring_until") WHERE "call_participants"."status" = 0;--> statement-breakpoint
CREATE INDEX "call_sessions_live_idx" ON "call_sessions" USING btree ("call_id") WHERE "call_sessions"."ended_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "calls_open_dialog_idx" ON "calls" USING btree ("dialog_id") WHERE "calls"."status" in (1, 2);--> statement-breakpoint
CREATE INDEX "calls_open_idx" ON "calls" USING btree ("status") WHERE "calls"."status" in (1, 2);