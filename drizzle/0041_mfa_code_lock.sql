ALTER TABLE "users" ADD COLUMN "mfa_failed_codes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mfa_locked_at" timestamp with time zone;