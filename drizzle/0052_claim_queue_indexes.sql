-- The claims queues and their search answer from indexes at 250,000 claims and 400,000 payments
-- (issue 40: every queue and search in 50 ms): each queue's own condition a partial index, the list by
-- next date within a type, a status or an assignee, the search's fields trigram-indexed.
DROP INDEX "claims_assigned_idx";--> statement-breakpoint
CREATE INDEX "claims_type_next_idx" ON "claims" USING btree ("type","next_date","id");--> statement-breakpoint
CREATE INDEX "claims_status_next_idx" ON "claims" USING btree ("status","next_date","id");--> statement-breakpoint
CREATE INDEX "claims_overdue_idx" ON "claims" USING btree ("next_date","id") WHERE overdue and status in ('filed', 'information_requested');--> statement-breakpoint
CREATE INDEX "claims_file_by_idx" ON "claims" USING btree ("file_by") WHERE status = 'preparing';--> statement-breakpoint
CREATE INDEX "claims_refer_by_idx" ON "claims" USING btree ("refer_by") WHERE status in ('rejected', 'partly_upheld') and referred_to_id is null;--> statement-breakpoint
CREATE INDEX "claims_urgent_idx" ON "claims" USING btree ("urgent_until") WHERE type = 'exchange_freeze';--> statement-breakpoint
CREATE INDEX "claims_reference_trgm_idx" ON "claims" USING gin (lower(coalesce("reference", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "client_accounts_email_trgm_idx" ON "client_accounts" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "client_accounts_name_trgm_idx" ON "client_accounts" USING gin (lower(coalesce("first_name", '') || ' ' || coalesce("last_name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "scam_payments_payer_trgm_idx" ON "scam_payments" USING gin (lower("payer_institution") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "scam_payments_reference_trgm_idx" ON "scam_payments" USING gin (lower(coalesce("reference", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "claims_assigned_idx" ON "claims" USING btree ("assigned_to","next_date","id");--> statement-breakpoint
CREATE INDEX "claims_mine_idx" ON "claims" USING btree ("assigned_to","next_date","id") WHERE status in ('preparing', 'filed', 'information_requested') or next_date is not null;--> statement-breakpoint
-- "To file": the confirmed payments no claim covers yet, by the day paid, kept by the payments' and
-- the claims' triggers as a payment is recorded, confirmed, redated or deleted and as a claim takes it
-- in or lets it go. Finding them otherwise means asking, payment by payment, whether a claim covers it.
LOCK TABLE "scam_payments", "claim_payments" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
-- With the fields the queue's search reads, so that a search walks this table alone.
CREATE TABLE "payments_to_file" (
	"payment_id" integer PRIMARY KEY NOT NULL REFERENCES "scam_payments" ("id") ON DELETE CASCADE,
	"paid_at" date NOT NULL,
	"client_account_id" integer NOT NULL,
	"payer_institution" text NOT NULL,
	"reference" text
);--> statement-breakpoint
INSERT INTO "payments_to_file" ("payment_id", "paid_at", "client_account_id", "payer_institution", "reference")
	SELECT p."id", p."paid_at", p."client_account_id", p."payer_institution", p."reference" FROM "scam_payments" p
	WHERE p."status" = 'confirmed' AND NOT EXISTS (SELECT FROM "claim_payments" cp WHERE cp."payment_id" = p."id");--> statement-breakpoint
CREATE INDEX "payments_to_file_paid_idx" ON "payments_to_file" USING btree ("paid_at", "payment_id");--> statement-breakpoint
CREATE FUNCTION "payments_to_file_sync"(ids integer[]) RETURNS void LANGUAGE sql SET search_path FROM CURRENT AS $$
  DELETE FROM "payments_to_file" WHERE "payment_id" = ANY (ids);
  INSERT INTO "payments_to_file" ("payment_id", "paid_at", "client_account_id", "payer_institution", "reference")
    SELECT p."id", p."paid_at", p."client_account_id", p."payer_institution", p."reference" FROM "scam_payments" p
    WHERE p."id" = ANY (ids) AND p."status" = 'confirmed' AND NOT EXISTS (SELECT FROM "claim_payments" cp WHERE cp."payment_id" = p."id");
$$;--> statement-breakpoint
CREATE FUNCTION "payments_to_file_change"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_TABLE_NAME = 'scam_payments' THEN
    IF TG_OP = 'INSERT' THEN
      SELECT array_agg("id") INTO ids FROM "new_rows" WHERE "status" = 'confirmed';
    ELSE
      SELECT array_agg(n."id") INTO ids FROM "old_rows" o JOIN "new_rows" n USING ("id")
        WHERE (o."status", o."paid_at", o."client_account_id", o."payer_institution", o."reference")
          IS DISTINCT FROM (n."status", n."paid_at", n."client_account_id", n."payer_institution", n."reference");
    END IF;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT "payment_id") INTO ids FROM "new_rows";
  ELSE
    SELECT array_agg(DISTINCT "payment_id") INTO ids FROM "old_rows";
  END IF;
  IF ids IS NOT NULL THEN PERFORM "payments_to_file_sync"(ids); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "payments_to_file_recorded" AFTER INSERT ON "scam_payments" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "payments_to_file_change"();--> statement-breakpoint
CREATE TRIGGER "payments_to_file_changed" AFTER UPDATE ON "scam_payments" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "payments_to_file_change"();--> statement-breakpoint
CREATE TRIGGER "payments_to_file_covered" AFTER INSERT ON "claim_payments" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "payments_to_file_change"();--> statement-breakpoint
CREATE TRIGGER "payments_to_file_uncovered" AFTER DELETE ON "claim_payments" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "payments_to_file_change"();
