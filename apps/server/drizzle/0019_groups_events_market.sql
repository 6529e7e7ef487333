CREATE TABLE "calendar_feeds" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "event_attendees" (
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_attendees_event_id_user_id_pk" PRIMARY KEY("event_id","user_id"),
	CONSTRAINT "event_attendees_status" CHECK ("event_attendees"."status" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organiser_id" integer NOT NULL,
	"group_id" integer,
	"kind" smallint NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"starts_at" timestamp (3) with time zone NOT NULL,
	"ends_at" timestamp (3) with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"place" text,
	"online_url" text,
	"in_platform" boolean DEFAULT false NOT NULL,
	"dialog_id" integer,
	"science_area" integer,
	"registration_deadline" timestamp (3) with time zone,
	"capacity" integer,
	"attendee_count" integer DEFAULT 0 NOT NULL,
	"waiting_count" integer DEFAULT 0 NOT NULL,
	"cancelled_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('russian'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('russian'::regconfig, coalesce(description, '')), 'C') || setweight(to_tsvector('russian'::regconfig, coalesce(place, '')), 'D')) STORED,
	CONSTRAINT "events_kind" CHECK ("events"."kind" between 1 and 5),
	CONSTRAINT "events_span" CHECK ("events"."ends_at" >= "events"."starts_at"),
	CONSTRAINT "events_capacity" CHECK ("events"."capacity" is null or "events"."capacity" > 0),
	CONSTRAINT "events_counts" CHECK ("events"."attendee_count" >= 0 and "events"."waiting_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "group_followers" (
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_followers_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "group_members" (
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" smallint DEFAULT 3 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"by_user_id" integer,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"joined_at" timestamp (3) with time zone,
	CONSTRAINT "group_members_group_id_user_id_pk" PRIMARY KEY("group_id","user_id"),
	CONSTRAINT "group_members_role" CHECK ("group_members"."role" in (1, 2, 3)),
	CONSTRAINT "group_members_status" CHECK ("group_members"."status" in (1, 2, 3)),
	CONSTRAINT "group_members_owner_member" CHECK ("group_members"."role" = 3 or "group_members"."status" = 1)
);
--> statement-breakpoint
CREATE TABLE "group_publications" (
	"group_id" integer NOT NULL,
	"publication_id" uuid NOT NULL,
	"attached_by" integer,
	"attached_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_publications_group_id_publication_id_pk" PRIMARY KEY("group_id","publication_id")
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"avatar_file_id" uuid,
	"banner_file_id" uuid,
	"science_area" integer,
	"join_policy" smallint DEFAULT 1 NOT NULL,
	"visibility" smallint DEFAULT 1 NOT NULL,
	"dialog_id" integer,
	"member_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone,
	CONSTRAINT "groups_join_policy" CHECK ("groups"."join_policy" in (1, 2)),
	CONSTRAINT "groups_visibility" CHECK ("groups"."visibility" in (1, 2)),
	CONSTRAINT "groups_member_count" CHECK ("groups"."member_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "listing_images" (
	"listing_id" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "listing_images_listing_id_file_id_pk" PRIMARY KEY("listing_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "listing_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listing_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"listing_id" integer NOT NULL,
	"reporter_id" integer NOT NULL,
	"reason" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	"resolution" smallint,
	CONSTRAINT "listing_reports_reason" CHECK ("listing_reports"."reason" between 1 and 4),
	CONSTRAINT "listing_reports_resolution" CHECK ("listing_reports"."resolution" is null or "listing_reports"."resolution" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"author_id" integer NOT NULL,
	"kind" smallint NOT NULL,
	"category" smallint NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"price_amount" numeric(14, 2),
	"currency" text,
	"location" text,
	"remote" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('russian'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('russian'::regconfig, coalesce(description, '')), 'C') || setweight(to_tsvector('russian'::regconfig, coalesce(location, '')), 'D')) STORED,
	CONSTRAINT "listings_kind" CHECK ("listings"."kind" in (1, 2)),
	CONSTRAINT "listings_category" CHECK ("listings"."category" between 1 and 7),
	CONSTRAINT "listings_status" CHECK ("listings"."status" in (1, 2, 3)),
	CONSTRAINT "listings_price" CHECK (("listings"."price_amount" is null) = ("listings"."currency" is null) and coalesce("listings"."price_amount", 0) >= 0)
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "listing_id" integer;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "group_id" integer;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "as_group" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "event_id" integer;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_attendees" ADD CONSTRAINT "event_attendees_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_attendees" ADD CONSTRAINT "event_attendees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_organiser_id_users_id_fk" FOREIGN KEY ("organiser_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_dialog_id_dialogs_id_fk" FOREIGN KEY ("dialog_id") REFERENCES "public"."dialogs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_followers" ADD CONSTRAINT "group_followers_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_followers" ADD CONSTRAINT "group_followers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_publications" ADD CONSTRAINT "group_publications_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_publications" ADD CONSTRAINT "group_publications_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_publications" ADD CONSTRAINT "group_publications_attached_by_users_id_fk" FOREIGN KEY ("attached_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_avatar_file_id_files_id_fk" FOREIGN KEY ("avatar_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_banner_file_id_files_id_fk" FOREIGN KEY ("banner_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_dialog_id_dialogs_id_fk" FOREIGN KEY ("dialog_id") REFERENCES "public"."dialogs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_images" ADD CONSTRAINT "listing_images_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_images" ADD CONSTRAINT "listing_images_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_attendees_list_idx" ON "event_attendees" USING btree ("event_id","status","created_at","user_id");--> statement-breakpoint
CREATE INDEX "event_attendees_user_idx" ON "event_attendees" USING btree ("user_id","status","event_id");--> statement-breakpoint
CREATE INDEX "events_starts_idx" ON "events" USING btree ("starts_at","id");--> statement-breakpoint
CREATE INDEX "events_ends_idx" ON "events" USING btree ("ends_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "events_group_idx" ON "events" USING btree ("group_id","starts_at");--> statement-breakpoint
CREATE INDEX "events_organiser_idx" ON "events" USING btree ("organiser_id","starts_at");--> statement-breakpoint
CREATE INDEX "events_search_idx" ON "events" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "events_reminder_idx" ON "events" USING btree ("starts_at") WHERE "events"."reminded_at" is null and "events"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "group_followers_user_idx" ON "group_followers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "group_members_owner_idx" ON "group_members" USING btree ("group_id") WHERE "group_members"."role" = 1;--> statement-breakpoint
CREATE INDEX "group_members_list_idx" ON "group_members" USING btree ("group_id","status","role","joined_at","user_id");--> statement-breakpoint
CREATE INDEX "group_members_user_idx" ON "group_members" USING btree ("user_id","status","group_id");--> statement-breakpoint
CREATE INDEX "group_publications_list_idx" ON "group_publications" USING btree ("group_id","attached_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "group_publications_item_idx" ON "group_publications" USING btree ("publication_id");--> statement-breakpoint
CREATE INDEX "groups_name_trgm_idx" ON "groups" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "groups_area_idx" ON "groups" USING btree ("science_area","member_count" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "groups_recent_idx" ON "groups" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "listing_images_file_idx" ON "listing_images" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_reports_once_idx" ON "listing_reports" USING btree ("listing_id","reporter_id");--> statement-breakpoint
CREATE INDEX "listing_reports_open_idx" ON "listing_reports" USING btree ("created_at","id") WHERE "listing_reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "listings_open_idx" ON "listings" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "listings"."status" = 1;--> statement-breakpoint
CREATE INDEX "listings_author_idx" ON "listings" USING btree ("author_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listings_search_idx" ON "listings" USING gin ("search_vector") WHERE "listings"."status" = 1;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "posts_event_idx" ON "posts" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "posts_group_idx" ON "posts" USING btree ("group_id","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "posts"."status" = 1;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_as_group" CHECK (not "posts"."as_group" or "posts"."group_id" is not null);