-- The number of leads, kept by the lead table's own triggers, so that the unfiltered list knows its
-- exact total (and which end of the list a deep page is nearer) without counting a million rows.
-- Each statement adds (or takes away) its rows' number in one of 32 slots; the total is their sum. A
-- slot stays locked until its transaction ends, so a statement takes one no other transaction holds
-- (its backend's own first): an intake batch never waits behind a long purge or bulk erasure. Writes
-- are held off while the existing leads are counted, so none is missed or counted twice.
LOCK TABLE "client_submissions" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "lead_count_slots" (
	"slot" integer PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL
);--> statement-breakpoint
INSERT INTO "lead_count_slots" ("slot", "n") SELECT s, 0 FROM generate_series(0, 31) AS s;--> statement-breakpoint
UPDATE "lead_count_slots" SET "n" = (SELECT count(*) FROM "client_submissions") WHERE "slot" = 0;--> statement-breakpoint
CREATE FUNCTION "lead_count_change"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
DECLARE
  change bigint;
  free integer;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "lead_count_slots" SET "n" = 0;
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT count(*) INTO change FROM "added_leads";
  ELSE
    SELECT -count(*) INTO change FROM "removed_leads";
  END IF;
  IF change <> 0 THEN
    SELECT "slot" INTO free FROM "lead_count_slots"
      ORDER BY "slot" = pg_backend_pid() % 32 DESC, "slot" LIMIT 1 FOR UPDATE SKIP LOCKED;
    -- All 32 held by others at once: wait for this backend's own.
    UPDATE "lead_count_slots" SET "n" = "n" + change WHERE "slot" = coalesce(free, pg_backend_pid() % 32);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "lead_count_added" AFTER INSERT ON "client_submissions" REFERENCING NEW TABLE AS "added_leads"
  FOR EACH STATEMENT EXECUTE FUNCTION "lead_count_change"();--> statement-breakpoint
CREATE TRIGGER "lead_count_removed" AFTER DELETE ON "client_submissions" REFERENCING OLD TABLE AS "removed_leads"
  FOR EACH STATEMENT EXECUTE FUNCTION "lead_count_change"();--> statement-breakpoint
CREATE TRIGGER "lead_count_truncated" AFTER TRUNCATE ON "client_submissions"
  FOR EACH STATEMENT EXECUTE FUNCTION "lead_count_change"();
