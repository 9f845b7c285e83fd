DROP INDEX "client_submissions_status_idx";--> statement-breakpoint
DROP INDEX "client_submissions_priority_idx";--> statement-breakpoint
-- Room on each page for a changed row's new version: a status, priority or handling change (which
-- touches no index) is written in place, so changing 100,000 leads does not rewrite every index.
ALTER TABLE "client_submissions" SET (fillfactor = 85);
