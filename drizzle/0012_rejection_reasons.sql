ALTER TABLE "client_documents" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "withdrawal_requests" ADD COLUMN "rejection_reason" text;