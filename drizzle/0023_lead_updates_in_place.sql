DROP INDEX "client_submissions_status_idx";--> statement-breakpoint
DROP INDEX "client_submissions_priority_idx";--> statement-breakpoint
DROP INDEX "client_submissions_follow_up_idx";--> statement-breakpoint
CREATE INDEX "client_submissions_follow_up_idx" ON "client_submissions" USING btree ("next_follow_up_at","assigned_to") WHERE next_follow_up_at is not null;--> statement-breakpoint
-- Room on each page for a changed row's new version: a status, priority or handling change (which
-- touches no index) is written in place, so changing 100,000 leads does not rewrite every index.
ALTER TABLE "client_submissions" SET (fillfactor = 85);
