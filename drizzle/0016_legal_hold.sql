ALTER TABLE "client_accounts" ADD COLUMN "legal_hold_reason" text;--> statement-breakpoint
ALTER TABLE "client_accounts" ADD COLUMN "legal_hold_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "client_submissions" ADD COLUMN "legal_hold_reason" text;--> statement-breakpoint
ALTER TABLE "client_submissions" ADD COLUMN "legal_hold_at" timestamp with time zone;