CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "client_submissions_created_idx";--> statement-breakpoint
ALTER TABLE "client_submissions" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(first_name || ' ' || last_name || ' ' || email || ' ' || phone || ' ' || company_name || ' ' || country || ' ' || case_details)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "client_submissions" ADD COLUMN "amount_lost_rank" smallint GENERATED ALWAYS AS (case amount_lost when 'under-2000' then 0 when '2000-5000' then 1 when '5000-10000' then 2 when '10000-25000' then 3 when '25000-50000' then 4 when '50000-100000' then 5 when '100000-250000' then 6 when '250000-500000' then 7 when '500000-1000000' then 8 when '1000000+' then 9 else 10 end) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "client_submissions_name_idx" ON "client_submissions" USING btree ("first_name","last_name","id");--> statement-breakpoint
CREATE INDEX "client_submissions_amount_idx" ON "client_submissions" USING btree ("amount_lost_rank","id");--> statement-breakpoint
CREATE INDEX "client_submissions_country_idx" ON "client_submissions" USING btree ("country","id");--> statement-breakpoint
CREATE INDEX "client_submissions_status_idx" ON "client_submissions" USING btree ("status");--> statement-breakpoint
CREATE INDEX "client_submissions_priority_idx" ON "client_submissions" USING btree ("priority");--> statement-breakpoint
CREATE INDEX "client_submissions_assigned_idx" ON "client_submissions" USING btree ("assigned_to");--> statement-breakpoint
CREATE INDEX "client_submissions_search_idx" ON "client_submissions" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "client_submissions_created_idx" ON "client_submissions" USING btree ("created_at","id");