CREATE TABLE "feed_channel_settings" (
	"user_id" integer NOT NULL,
	"source" text NOT NULL,
	"subscribed" boolean NOT NULL,
	CONSTRAINT "feed_channel_settings_user_id_source_pk" PRIMARY KEY("user_id","source")
);
--> statement-breakpoint
CREATE TABLE "comment_notification_settings" (
	"user_id" integer NOT NULL,
	"post_id" integer NOT NULL,
	"enabled" boolean NOT NULL,
	CONSTRAINT "comment_notification_settings_user_id_post_id_pk" PRIMARY KEY("user_id","post_id")
);
--> statement-breakpoint
CREATE TABLE "comment_reactions" (
	"comment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"reaction" smallint NOT NULL,
	CONSTRAINT "comment_reactions_comment_id_user_id_pk" PRIMARY KEY("comment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"post_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"parent_id" integer,
	"root_id" integer,
	"depth" smallint DEFAULT 0 NOT NULL,
	"text" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"published_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"reaction_count" integer DEFAULT 0 NOT NULL,
	"child_count" integer DEFAULT 0 NOT NULL,
	"descendant_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "comments_status" CHECK ("comments"."status" in (1, 6))
);
--> statement-breakpoint
CREATE TABLE "post_files" (
	"post_id" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "post_files_post_id_file_id_pk" PRIMARY KEY("post_id","file_id"),
	CONSTRAINT "post_files_file_id_unique" UNIQUE("file_id")
);
--> statement-breakpoint
CREATE TABLE "post_reactions" (
	"post_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"reaction" smallint NOT NULL,
	CONSTRAINT "post_reactions_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "post_views" (
	"post_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_views_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "posts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"author_id" integer NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"comment_permission" smallint DEFAULT 1 NOT NULL,
	"feed" text DEFAULT 'user' NOT NULL,
	"topics" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"published_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp (3) with time zone,
	"view_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"reaction_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "posts_status" CHECK ("posts"."status" in (1, 6)),
	CONSTRAINT "posts_comment_permission" CHECK ("posts"."comment_permission" in (0, 1)),
	CONSTRAINT "posts_feed" CHECK ("posts"."feed" in ('user', 'news'))
);
--> statement-breakpoint
ALTER TABLE "feed_channel_settings" ADD CONSTRAINT "feed_channel_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_notification_settings" ADD CONSTRAINT "comment_notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_notification_settings" ADD CONSTRAINT "comment_notification_settings_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_reactions" ADD CONSTRAINT "comment_reactions_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_reactions" ADD CONSTRAINT "comment_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_files" ADD CONSTRAINT "post_files_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_files" ADD CONSTRAINT "post_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_reactions" ADD CONSTRAINT "post_reactions_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_reactions" ADD CONSTRAINT "post_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_views" ADD CONSTRAINT "post_views_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_views" ADD CONSTRAINT "post_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comments_post_idx" ON "comments" USING btree ("post_id","published_at","id");--> statement-breakpoint
CREATE INDEX "comments_parent_idx" ON "comments" USING btree ("parent_id","published_at","id");--> statement-breakpoint
CREATE INDEX "comments_root_idx" ON "comments" USING btree ("root_id","published_at","id");--> statement-breakpoint
CREATE INDEX "comments_first_level_idx" ON "comments" USING btree ("post_id","published_at","id") WHERE "comments"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "posts_author_idx" ON "posts" USING btree ("author_id","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "posts"."status" = 1;--> statement-breakpoint
CREATE INDEX "posts_news_idx" ON "posts" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "posts"."status" = 1 and "posts"."feed" = 'news';--> statement-breakpoint
CREATE INDEX "posts_topics_idx" ON "posts" USING gin ("topics") WHERE "posts"."status" = 1;