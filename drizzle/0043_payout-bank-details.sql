ALTER TABLE "withdrawal_requests" ADD COLUMN "bank_account_kind" text;--> statement-breakpoint
ALTER TABLE "withdrawal_requests" ADD COLUMN "bank_account_ending" text;--> statement-breakpoint
ALTER TABLE "withdrawal_requests" ADD COLUMN "bank_holder_matches" boolean;--> statement-breakpoint
ALTER TABLE "withdrawal_requests" ADD COLUMN "payment_reference" text;--> statement-breakpoint
-- The seed stored a fixed note instead of bank details ("our team will confirm your bank details with you"): it said nothing about the account.
UPDATE "withdrawal_requests" SET "bank_details" = NULL WHERE "bank_details" LIKE 'Bank transfer requested.%';
