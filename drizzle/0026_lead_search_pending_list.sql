-- New leads' search entries wait in the index's pending list until a background task of the server
-- moves them into the index (gin_clean_pending_list, every SEARCH_INDEX_CLEAN_MS). With the default
-- 4 MB list, the insert that filled it did that work itself and the assessments in its batch waited
-- 100 ms and more. 16 MB is headroom for a busy second; past it an insert still cleans up.
ALTER INDEX "client_submissions_search_idx" SET (gin_pending_list_limit = 16384);
