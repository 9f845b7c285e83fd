-- How many leads there are by status, priority and assignee, kept by the lead table's own triggers, so
-- that the unfiltered list knows its exact total (and which end of the list a deep page is nearer) and
-- the summary cards their figures, without counting a million rows.
-- Each statement adds (or takes away) its rows' numbers in `lead_tallies` under one of 32 slots; a
-- figure is the sum over the slots. A statement first takes a slot no other transaction holds
-- (`lead_count_slots`, its backend's own first; when all are held, one of its session's own), so
-- writers never wait on one another's tallies: an intake batch never waits behind a long purge or
-- bulk change. Writes are held off while the existing
-- leads are counted, so none is missed or counted twice.
LOCK TABLE "client_submissions" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "lead_count_slots" (
	"slot" integer PRIMARY KEY NOT NULL
);--> statement-breakpoint
INSERT INTO "lead_count_slots" ("slot") SELECT s FROM generate_series(0, 31) AS s;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "lead_tallies" (
	"slot" integer NOT NULL,
	"status" text NOT NULL,
	"priority" text NOT NULL,
	"assigned_to" integer,
	"n" bigint NOT NULL,
	CONSTRAINT "lead_tallies_group" UNIQUE NULLS NOT DISTINCT ("slot", "status", "priority", "assigned_to")
);--> statement-breakpoint
INSERT INTO "lead_tallies" ("slot", "status", "priority", "assigned_to", "n")
	SELECT 0, "status", "priority", "assigned_to", count(*) FROM "client_submissions" GROUP BY 2, 3, 4;--> statement-breakpoint
CREATE FUNCTION "lead_tally_change"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
DECLARE
  free integer;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "lead_tallies";
    RETURN NULL;
  END IF;
  -- A statement that changes no figure (a note edited, a CRM mark, only duplicates) takes no slot.
  IF TG_OP = 'INSERT' THEN
    IF NOT EXISTS (SELECT FROM "added_leads") THEN RETURN NULL; END IF;
  ELSIF TG_OP = 'DELETE' THEN
    IF NOT EXISTS (SELECT FROM "removed_leads") THEN RETURN NULL; END IF;
  ELSIF NOT EXISTS (
    SELECT FROM "removed_leads" o JOIN "added_leads" n USING ("id")
    WHERE (o."status", o."priority", o."assigned_to") IS DISTINCT FROM (n."status", n."priority", n."assigned_to")
  ) THEN
    RETURN NULL;
  END IF;
  SELECT "slot" INTO free FROM "lead_count_slots"
    ORDER BY "slot" = pg_backend_pid() % 32 DESC, "slot" LIMIT 1 FOR UPDATE SKIP LOCKED;
  -- All 32 held by others at once: a slot of this session's own (no other session has its pid now),
  -- rather than waiting while holding the rows this statement changed.
  free := coalesce(free, -pg_backend_pid());
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "lead_tallies" SELECT free, "status", "priority", "assigned_to", count(*) FROM "added_leads" GROUP BY 2, 3, 4
      ON CONFLICT ON CONSTRAINT "lead_tallies_group" DO UPDATE SET "n" = "lead_tallies"."n" + excluded."n";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "lead_tallies" SELECT free, "status", "priority", "assigned_to", -count(*) FROM "removed_leads" GROUP BY 2, 3, 4
      ON CONFLICT ON CONSTRAINT "lead_tallies_group" DO UPDATE SET "n" = "lead_tallies"."n" + excluded."n";
  ELSE
    INSERT INTO "lead_tallies"
      SELECT free, "status", "priority", "assigned_to", sum(d) FROM (
        SELECT "status", "priority", "assigned_to", 1 AS d FROM "added_leads"
        UNION ALL SELECT "status", "priority", "assigned_to", -1 FROM "removed_leads"
      ) AS change GROUP BY 2, 3, 4 HAVING sum(d) <> 0
      ON CONFLICT ON CONSTRAINT "lead_tallies_group" DO UPDATE SET "n" = "lead_tallies"."n" + excluded."n";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "lead_tally_added" AFTER INSERT ON "client_submissions" REFERENCING NEW TABLE AS "added_leads"
  FOR EACH STATEMENT EXECUTE FUNCTION "lead_tally_change"();--> statement-breakpoint
CREATE TRIGGER "lead_tally_removed" AFTER DELETE ON "client_submissions" REFERENCING OLD TABLE AS "removed_leads"
  FOR EACH STATEMENT EXECUTE FUNCTION "lead_tally_change"();--> statement-breakpoint
CREATE TRIGGER "lead_tally_changed" AFTER UPDATE ON "client_submissions" REFERENCING OLD TABLE AS "removed_leads" NEW TABLE AS "added_leads"
  FOR EACH STATEMENT EXECUTE FUNCTION "lead_tally_change"();--> statement-breakpoint
CREATE TRIGGER "lead_tally_truncated" AFTER TRUNCATE ON "client_submissions"
  FOR EACH STATEMENT EXECUTE FUNCTION "lead_tally_change"();
