CREATE TABLE "saved_search_hits" (
	"saved_search_id" uuid NOT NULL,
	"publication_id" uuid NOT NULL,
	"found_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"seen" boolean DEFAULT false NOT NULL,
	CONSTRAINT "saved_search_hits_saved_search_id_publication_id_pk" PRIMARY KEY("saved_search_id","publication_id")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"name" text,
	"request" jsonb NOT NULL,
	"request_key" text NOT NULL,
	"bookmarked" boolean DEFAULT false NOT NULL,
	"notify" boolean DEFAULT false NOT NULL,
	"result_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('russian'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('russian'::regconfig, coalesce(text, '')), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "name_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "publication_authors" ADD COLUMN "name_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "publications" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
ALTER TABLE "publications" ADD COLUMN "has_pdf" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_search_hits" ADD CONSTRAINT "saved_search_hits_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_hits" ADD CONSTRAINT "saved_search_hits_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "saved_searches_request_idx" ON "saved_searches" USING btree ("user_id","request_key");--> statement-breakpoint
CREATE INDEX "saved_searches_notify_idx" ON "saved_searches" USING btree ("user_id") WHERE "saved_searches"."notify";--> statement-breakpoint
CREATE INDEX "posts_search_idx" ON "posts" USING gin ("search_vector") WHERE "posts"."status" = 1;--> statement-breakpoint
CREATE INDEX "profiles_name_key_idx" ON "profiles" USING gin ("name_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "publication_authors_name_key_idx" ON "publication_authors" USING gin ("name_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "publications_search_idx" ON "publications" USING gin ("search_vector") WHERE "publications"."deleted_at" is null;--> statement-breakpoint
-- The text full-text search matches for one publication (search module): title A, keywords and
-- authors B, subject and abstract C, the text extracted from its PDFs D. The item's language picks
-- the configuration of its main fields (2:2 English → english, anything else → russian, which
-- stems Latin words as english does); the English versions always use english. PDF text is cut at
-- 200,000 characters per file so a vector stays under PostgreSQL's 1 MB limit.
CREATE OR REPLACE FUNCTION publication_search_vector(pid uuid) RETURNS tsvector
LANGUAGE sql STABLE AS $$
  SELECT
    setweight(to_tsvector(c.cfg, coalesce(p.title, '')), 'A') ||
    setweight(to_tsvector('english'::regconfig, coalesce(p.metadata ->> 'titleEn', '')), 'A') ||
    setweight(to_tsvector(c.cfg, coalesce((SELECT string_agg(k, ' ') FROM jsonb_array_elements_text(
      CASE WHEN jsonb_typeof(p.metadata -> 'keywords') = 'array' THEN p.metadata -> 'keywords' ELSE '[]'::jsonb END) k), '')), 'B') ||
    setweight(to_tsvector('english'::regconfig, coalesce((SELECT string_agg(k, ' ') FROM jsonb_array_elements_text(
      CASE WHEN jsonb_typeof(p.metadata -> 'keywordsEn') = 'array' THEN p.metadata -> 'keywordsEn' ELSE '[]'::jsonb END) k), '')), 'B') ||
    setweight(to_tsvector('russian'::regconfig, coalesce((SELECT string_agg(a.full_name, ' ')
      FROM publication_authors a WHERE a.publication_id = p.id), '')), 'B') ||
    setweight(to_tsvector(c.cfg, coalesce(p.metadata ->> 'subject', '') || ' ' || coalesce(p.metadata ->> 'abstract', '')), 'C') ||
    setweight(to_tsvector('english'::regconfig, coalesce(p.metadata ->> 'abstractEn', '')), 'C') ||
    setweight(to_tsvector(c.cfg, coalesce((SELECT string_agg(left(e.text, 200000), ' ' ORDER BY f.ord)
      FROM upload_item_files f JOIN file_extractions e ON e.file_id = f.file_id AND e.status = 'done'
      WHERE f.item_id = p.id), '')), 'D')
  FROM publications p
  CROSS JOIN LATERAL (SELECT CASE WHEN p.lang = 2 THEN 'english'::regconfig ELSE 'russian'::regconfig END AS cfg) c
  WHERE p.id = pid
$$;
--> statement-breakpoint
-- Whether any file of the item is a PDF: the search's "has file" facet.
CREATE OR REPLACE FUNCTION publication_has_pdf(pid uuid) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM upload_item_files f JOIN files x ON x.id = f.file_id
    WHERE f.item_id = pid AND x.mime = 'application/pdf')
$$;
--> statement-breakpoint
UPDATE publications SET search_vector = publication_search_vector(id), has_pdf = publication_has_pdf(id);
