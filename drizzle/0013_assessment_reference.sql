ALTER TABLE "client_submissions" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "client_submissions" ADD CONSTRAINT "client_submissions_reference_unique" UNIQUE("reference");