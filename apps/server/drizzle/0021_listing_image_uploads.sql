CREATE TABLE "listing_image_uploads" (
	"file_id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listing_image_uploads" ADD CONSTRAINT "listing_image_uploads_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_image_uploads_created_idx" ON "listing_image_uploads" USING btree ("created_at");