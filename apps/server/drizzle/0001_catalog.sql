CREATE TABLE "cls_dictionary" (
	"cls" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"source" text NOT NULL,
	"version" text NOT NULL,
	"checksum" text NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cls_entry" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "cls_entry_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cls" integer NOT NULL,
	"num" integer NOT NULL,
	"code" text,
	"level" integer DEFAULT 1 NOT NULL,
	"parent_num" integer,
	"parent_ref" text,
	"term_ru" text NOT NULL,
	"term_en" text NOT NULL,
	"search" text NOT NULL,
	"sort" integer NOT NULL,
	"other" jsonb,
	CONSTRAINT "cls_entry_cls_num_pk" PRIMARY KEY("cls","num"),
	CONSTRAINT "cls_entry_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE INDEX "cls_entry_cls_sort_idx" ON "cls_entry" USING btree ("cls","sort");--> statement-breakpoint
CREATE INDEX "cls_entry_parent_ref_idx" ON "cls_entry" USING btree ("cls","parent_ref");--> statement-breakpoint
CREATE INDEX "cls_entry_search_trgm_idx" ON "cls_entry" USING gin ("search" gin_trgm_ops);