CREATE TABLE "publication_authors" (
	"publication_id" uuid NOT NULL,
	"ord" integer NOT NULL,
	"user_id" integer,
	"full_name" text NOT NULL,
	CONSTRAINT "publication_authors_publication_id_ord_pk" PRIMARY KEY("publication_id","ord")
);
--> statement-breakpoint
CREATE TABLE "publications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"access_level" smallint NOT NULL,
	"metadata" jsonb NOT NULL,
	"title" text NOT NULL,
	"type" smallint,
	"science_area" smallint,
	"lang" smallint,
	"year" integer,
	"content_file_id" uuid,
	"cover_key" text,
	"published_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp (3) with time zone,
	"view_count" integer DEFAULT 0 NOT NULL,
	"download_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "file_extractions" (
	"file_id" uuid PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"text" text,
	"pages" integer,
	"suggestion" jsonb,
	"cover_key" text,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upload_item_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"ord" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upload_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"upload_id" uuid NOT NULL,
	"owner_id" integer NOT NULL,
	"type" smallint DEFAULT 1 NOT NULL,
	"ord" integer DEFAULT 0 NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"published_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "publication_authors" ADD CONSTRAINT "publication_authors_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_authors" ADD CONSTRAINT "publication_authors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_extractions" ADD CONSTRAINT "file_extractions_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_item_files" ADD CONSTRAINT "upload_item_files_item_id_upload_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."upload_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_item_files" ADD CONSTRAINT "upload_item_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_items" ADD CONSTRAINT "upload_items_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_items" ADD CONSTRAINT "upload_items_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "publication_authors_user_idx" ON "publication_authors" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "publications_published_idx" ON "publications" USING btree ("published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "publications_updated_idx" ON "publications" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "publications_owner_idx" ON "publications" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "upload_item_files_item_file_idx" ON "upload_item_files" USING btree ("item_id","file_id");--> statement-breakpoint
CREATE INDEX "upload_item_files_file_idx" ON "upload_item_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "upload_items_upload_idx" ON "upload_items" USING btree ("upload_id","ord");--> statement-breakpoint
CREATE INDEX "upload_items_owner_idx" ON "upload_items" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "uploads_owner_idx" ON "uploads" USING btree ("owner_id","updated_at" DESC NULLS LAST);