-- A phone number is found however it was typed and stored: the search text also holds the phone's digits
-- alone, so "07700 900123" finds "+44 7700 900123" (by its last nine digits) and "5550199" finds "+1 555 0199".
-- A generated column's expression cannot be changed in place: the column, its index (migration 0026's pending
-- list) and its statistics target (0035) are made again.
ALTER TABLE "client_submissions" drop column "search_text";--> statement-breakpoint
ALTER TABLE "client_submissions" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(first_name || ' ' || last_name || ' ' || email || ' ' || phone || ' ' || regexp_replace(phone, '[^0-9]', '', 'g') || ' ' || company_name || ' ' || country || ' ' || case_details)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "client_submissions_search_idx" ON "client_submissions" USING gin ("search_text" gin_trgm_ops) WITH (gin_pending_list_limit = 16384);--> statement-breakpoint
ALTER TABLE "client_submissions" ALTER COLUMN "search_text" SET STATISTICS 1000;--> statement-breakpoint
ANALYZE "client_submissions" ("search_text");
