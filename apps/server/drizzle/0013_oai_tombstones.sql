CREATE TABLE "oai_tombstones" (
	"id" uuid PRIMARY KEY NOT NULL,
	"science_area" smallint,
	"datestamp" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "oai_tombstones_datestamp_idx" ON "oai_tombstones" USING btree ("datestamp");--> statement-breakpoint
-- A publication's row goes when its owner's account is deleted (the cascade from users happens here,
-- in the database, whoever deletes the user), so the database itself keeps the deleted record of an
-- open item. An item already deleted keeps the datestamp harvesters learned its deletion by.
CREATE FUNCTION "oai_tombstone_of_removed_publication"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "oai_tombstones" ("id", "science_area", "datestamp")
  VALUES (OLD."id", OLD."science_area", CASE WHEN OLD."deleted_at" IS NULL THEN now() ELSE OLD."updated_at" END)
  ON CONFLICT ("id") DO NOTHING;
  RETURN OLD;
END
$$;
--> statement-breakpoint
-- 59:1, open: only what harvesters could see needs a deleted record.
CREATE TRIGGER "publications_oai_tombstone" AFTER DELETE ON "publications"
  FOR EACH ROW WHEN (OLD."access_level" = 1) EXECUTE FUNCTION "oai_tombstone_of_removed_publication"();
