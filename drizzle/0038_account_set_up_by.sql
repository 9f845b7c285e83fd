ALTER TABLE "client_accounts" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "client_accounts" ADD COLUMN "email_chosen_by_staff" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "client_accounts" ADD COLUMN "password_chosen_by_staff" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "client_accounts" ADD CONSTRAINT "client_accounts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Accounts opened before this release: who opened them is in the audit trail, and an email that is not
-- the lead's own (or an account with no lead) was chosen by staff. Whether staff chose a first password
-- was not recorded, so those stay false.
UPDATE "client_accounts" a SET "created_by" = l."actor_user_id"
  FROM "audit_log" l
  WHERE l."entity_type" = 'client_account' AND l."action" = 'client_account.created' AND l."entity_id" = a."id"::text
    AND l."actor_user_id" IN (SELECT "id" FROM "users");--> statement-breakpoint
UPDATE "client_accounts" a SET "email_chosen_by_staff" = true
  WHERE a."submission_id" IS NULL
    OR NOT EXISTS (SELECT 1 FROM "client_submissions" s WHERE s."id" = a."submission_id" AND lower(s."email") = lower(a."email"));
