-- Rate-limit counters shared by every instance (decision 006). Unlogged: no WAL, so a hit commits
-- without waiting for a disk flush; a crash empties the table, which only restarts the windows.
CREATE UNLOGGED TABLE IF NOT EXISTS "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
