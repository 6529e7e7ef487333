DROP INDEX "saved_searches_request_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_request_idx" ON "saved_searches" USING btree ("user_id","request_key");