-- The lead triggers' one way of taking a tally slot (migrations 0028 and 0051), now a function of its own:
-- the slot this transaction's tallies already took (a lock it holds is not skipped), its backend's own
-- first, or any other free one; all 32 held by others at once, a slot of this session's own (no other
-- session has its pid now), rather than waiting while holding the rows the statement changed.
CREATE FUNCTION "take_lead_count_slot"() RETURNS integer LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
DECLARE
  free integer;
BEGIN
  SELECT "slot" INTO free FROM "lead_count_slots"
    ORDER BY "slot" = pg_backend_pid() % 32 DESC, "slot" LIMIT 1 FOR UPDATE SKIP LOCKED;
  RETURN coalesce(free, -pg_backend_pid());
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "lead_tally_change"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
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
  free := "take_lead_count_slot"();
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
CREATE OR REPLACE FUNCTION "lead_day_tally_change"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
DECLARE
  free integer;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "lead_day_tallies";
    RETURN NULL;
  END IF;
  -- A statement that adds or removes no lead (only duplicates) takes no slot.
  IF TG_OP = 'INSERT' THEN
    IF NOT EXISTS (SELECT FROM "added_leads") THEN RETURN NULL; END IF;
  ELSIF NOT EXISTS (SELECT FROM "removed_leads") THEN
    RETURN NULL;
  END IF;
  free := "take_lead_count_slot"();
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "lead_day_tallies"
      SELECT free, ("created_at" AT TIME ZONE 'Europe/London')::date, "source", count(*) FROM "added_leads" GROUP BY 2, 3
      ON CONFLICT ON CONSTRAINT "lead_day_tallies_group" DO UPDATE SET "leads" = "lead_day_tallies"."leads" + excluded."leads";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "lead_day_tallies"
      SELECT free, ("created_at" AT TIME ZONE 'Europe/London')::date, "source", -count(*) FROM "removed_leads" GROUP BY 2, 3
      ON CONFLICT ON CONSTRAINT "lead_day_tallies_group" DO UPDATE SET "leads" = "lead_day_tallies"."leads" + excluded."leads";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "lead_day_tally_moved"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
DECLARE
  free integer;
BEGIN
  IF ((OLD."created_at" AT TIME ZONE 'Europe/London')::date, OLD."source")
    IS NOT DISTINCT FROM ((NEW."created_at" AT TIME ZONE 'Europe/London')::date, NEW."source") THEN
    RETURN NULL;
  END IF;
  free := "take_lead_count_slot"();
  INSERT INTO "lead_day_tallies" VALUES (free, (OLD."created_at" AT TIME ZONE 'Europe/London')::date, OLD."source", -1)
    ON CONFLICT ON CONSTRAINT "lead_day_tallies_group" DO UPDATE SET "leads" = "lead_day_tallies"."leads" + excluded."leads";
  INSERT INTO "lead_day_tallies" VALUES (free, (NEW."created_at" AT TIME ZONE 'Europe/London')::date, NEW."source", 1)
    ON CONFLICT ON CONSTRAINT "lead_day_tallies_group" DO UPDATE SET "leads" = "lead_day_tallies"."leads" + excluded."leads";
  -- An account made from the lead counts under the lead's day and source: it moves with the lead.
  UPDATE "account_lead_days" SET "day" = (NEW."created_at" AT TIME ZONE 'Europe/London')::date, "source" = NEW."source"
    WHERE "client_account_id" IN (SELECT "id" FROM "client_accounts" WHERE "submission_id" = NEW."id");
  RETURN NULL;
END $$;--> statement-breakpoint
-- The accounts of leads moved before now, under their leads' day and source again. Leads are held still
-- meanwhile (a move committed after this read would have run the old trigger); accounts are few.
LOCK TABLE "client_submissions" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
UPDATE "account_lead_days" d SET "day" = (l."created_at" AT TIME ZONE 'Europe/London')::date, "source" = l."source"
	FROM "client_accounts" a JOIN "client_submissions" l ON l."id" = a."submission_id"
	WHERE a."id" = d."client_account_id"
		AND (d."day", d."source") IS DISTINCT FROM ((l."created_at" AT TIME ZONE 'Europe/London')::date, l."source");
