ALTER TABLE "client_submissions" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "client_submissions" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "client_submissions" ADD COLUMN "referrer" text;--> statement-breakpoint
CREATE INDEX "client_submissions_source_idx" ON "client_submissions" USING btree ("source","created_at");