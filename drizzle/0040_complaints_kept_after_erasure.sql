-- A complaint is kept for its own period (FCA DISP 1.9; UK GDPR 17(3)(b)) when the client it came from is
-- erased: the account's deletion unlinks it instead of deleting it, as a lead's deletion already did.
ALTER TABLE "complaints" DROP CONSTRAINT "complaints_client_account_id_client_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_client_account_id_client_accounts_id_fk" FOREIGN KEY ("client_account_id") REFERENCES "public"."client_accounts"("id") ON DELETE set null ON UPDATE no action;