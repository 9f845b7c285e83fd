-- A search's matches are estimated from a sample of `search_text` (a histogram of its values). With the default
-- hundred values, a name on one lead in thirty could be missed by the sample: PostgreSQL then guessed a hundred
-- matches for 33,000, sorted them all for a page of twenty, and a search for that name took 0.3 to 2 s at a million
-- leads. A thousand values estimate every such name within a few percent (planning takes a few ms more).
-- The sample is taken now, not at autovacuum's next analyze (about 16 s of one core at a million leads).
ALTER TABLE "client_submissions" ALTER COLUMN "search_text" SET STATISTICS 1000;--> statement-breakpoint
ANALYZE "client_submissions" ("search_text");
