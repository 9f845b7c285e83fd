-- A search within one status ("Miller" among the contacted leads) was counted by fetching every lead the
-- search matched and dropping the other statuses: at a million leads, 7,000 rows read for 1,000 counted.
-- With the status in the search index (btree_gin indexes plain values in GIN) the index finds both at
-- once. A search without a status reads the same trigram entries as before. The status was in no index,
-- but a status change already wrote the row's index entries again (full pages: no room for a HOT update).
-- The index is made again with its pending list (migration 0026): at a million leads, one to two minutes,
-- during which new assessments wait (docs/operations.md).
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "client_submissions_search_idx";--> statement-breakpoint
CREATE INDEX "client_submissions_search_idx" ON "client_submissions" USING gin ("status","search_text" gin_trgm_ops) WITH (gin_pending_list_limit = 16384);
