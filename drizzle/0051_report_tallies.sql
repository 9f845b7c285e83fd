ALTER TABLE "chat_rooms" ADD COLUMN "first_visitor_message_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD COLUMN "first_reply_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "client_submissions" ADD COLUMN "has_account" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "chat_rooms_first_message_idx" ON "chat_rooms" USING btree ("first_visitor_message_at","first_reply_at") WHERE first_visitor_message_at is not null;--> statement-breakpoint
-- The reports (decision 057) count leads per London day and source, and chat conversations by their
-- first messages, without reading a million rows: the records' own triggers keep what they count.
-- Leads: `lead_day_tallies` holds, per day, source and one of the 32 slots of `lead_count_slots`
-- (migration 0028: writers never wait on one another's tallies), how many leads came in and how many
-- of them have a client account (`has_account`, kept by the client accounts' trigger below). A figure
-- is the sum over the slots. Writes are held off while the existing leads are counted.
LOCK TABLE "client_submissions", "client_accounts" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
UPDATE "client_submissions" SET "has_account" = true
	WHERE "id" IN (SELECT "submission_id" FROM "client_accounts" WHERE "submission_id" IS NOT NULL);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "lead_day_tallies" (
	"slot" integer NOT NULL,
	"day" date NOT NULL,
	"source" text NOT NULL,
	"leads" bigint NOT NULL,
	"with_account" bigint NOT NULL,
	CONSTRAINT "lead_day_tallies_group" UNIQUE ("slot", "day", "source")
);--> statement-breakpoint
CREATE INDEX "lead_day_tallies_day_idx" ON "lead_day_tallies" USING btree ("day") INCLUDE ("source", "leads", "with_account");--> statement-breakpoint
INSERT INTO "lead_day_tallies" ("slot", "day", "source", "leads", "with_account")
	SELECT 0, ("created_at" AT TIME ZONE 'Europe/London')::date, "source", count(*), count(*) FILTER (WHERE "has_account")
	FROM "client_submissions" GROUP BY 2, 3;--> statement-breakpoint
CREATE FUNCTION "lead_day_tally_change"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
DECLARE
  free integer;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "lead_day_tallies";
    RETURN NULL;
  END IF;
  -- A statement that changes no day's figures (a status, a note) takes no slot.
  IF TG_OP = 'INSERT' THEN
    IF NOT EXISTS (SELECT FROM "added_leads") THEN RETURN NULL; END IF;
  ELSIF TG_OP = 'DELETE' THEN
    IF NOT EXISTS (SELECT FROM "removed_leads") THEN RETURN NULL; END IF;
  ELSIF NOT EXISTS (
    SELECT FROM "removed_leads" o JOIN "added_leads" n USING ("id")
    WHERE (o."created_at", o."source", o."has_account") IS DISTINCT FROM (n."created_at", n."source", n."has_account")
  ) THEN
    RETURN NULL;
  END IF;
  -- The slot this transaction's lead tallies took (a lock it holds is not skipped), or another free one.
  SELECT "slot" INTO free FROM "lead_count_slots"
    ORDER BY "slot" = pg_backend_pid() % 32 DESC, "slot" LIMIT 1 FOR UPDATE SKIP LOCKED;
  free := coalesce(free, -pg_backend_pid());
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "lead_day_tallies"
      SELECT free, ("created_at" AT TIME ZONE 'Europe/London')::date, "source", count(*), count(*) FILTER (WHERE "has_account")
      FROM "added_leads" GROUP BY 2, 3
      ON CONFLICT ON CONSTRAINT "lead_day_tallies_group"
        DO UPDATE SET "leads" = "lead_day_tallies"."leads" + excluded."leads", "with_account" = "lead_day_tallies"."with_account" + excluded."with_account";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "lead_day_tallies"
      SELECT free, ("created_at" AT TIME ZONE 'Europe/London')::date, "source", -count(*), -count(*) FILTER (WHERE "has_account")
      FROM "removed_leads" GROUP BY 2, 3
      ON CONFLICT ON CONSTRAINT "lead_day_tallies_group"
        DO UPDATE SET "leads" = "lead_day_tallies"."leads" + excluded."leads", "with_account" = "lead_day_tallies"."with_account" + excluded."with_account";
  ELSE
    INSERT INTO "lead_day_tallies"
      SELECT free, "day", "source", sum(d), sum(a) FROM (
        SELECT ("created_at" AT TIME ZONE 'Europe/London')::date AS "day", "source", 1 AS d, "has_account"::int AS a FROM "added_leads"
        UNION ALL SELECT ("created_at" AT TIME ZONE 'Europe/London')::date, "source", -1, -("has_account"::int) FROM "removed_leads"
      ) AS change GROUP BY 2, 3 HAVING sum(d) <> 0 OR sum(a) <> 0
      ON CONFLICT ON CONSTRAINT "lead_day_tallies_group"
        DO UPDATE SET "leads" = "lead_day_tallies"."leads" + excluded."leads", "with_account" = "lead_day_tallies"."with_account" + excluded."with_account";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "lead_day_tally_added" AFTER INSERT ON "client_submissions" REFERENCING NEW TABLE AS "added_leads"
  FOR EACH STATEMENT EXECUTE FUNCTION "lead_day_tally_change"();--> statement-breakpoint
CREATE TRIGGER "lead_day_tally_removed" AFTER DELETE ON "client_submissions" REFERENCING OLD TABLE AS "removed_leads"
  FOR EACH STATEMENT EXECUTE FUNCTION "lead_day_tally_change"();--> statement-breakpoint
CREATE TRIGGER "lead_day_tally_changed" AFTER UPDATE ON "client_submissions" REFERENCING OLD TABLE AS "removed_leads" NEW TABLE AS "added_leads"
  FOR EACH STATEMENT EXECUTE FUNCTION "lead_day_tally_change"();--> statement-breakpoint
CREATE TRIGGER "lead_day_tally_truncated" AFTER TRUNCATE ON "client_submissions"
  FOR EACH STATEMENT EXECUTE FUNCTION "lead_day_tally_change"();--> statement-breakpoint
-- A lead has an account while an account names it: set when one is made from it (or moved to it),
-- cleared when the last one goes (or moves away). A lead deleted first takes its figures with it.
CREATE FUNCTION "lead_account_link"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
DECLARE
  touched integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg("submission_id") INTO touched FROM "linked_accounts" WHERE "submission_id" IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg("submission_id") INTO touched FROM "unlinked_accounts" WHERE "submission_id" IS NOT NULL;
  ELSE
    SELECT array_agg(DISTINCT s) INTO touched FROM (
      SELECT o."submission_id", n."submission_id" FROM "unlinked_accounts" o JOIN "linked_accounts" n USING ("id")
      WHERE o."submission_id" IS DISTINCT FROM n."submission_id"
    ) AS moved (was, now), unnest(ARRAY[was, now]) AS s WHERE s IS NOT NULL;
  END IF;
  IF touched IS NULL THEN RETURN NULL; END IF;
  UPDATE "client_submissions" l SET "has_account" = EXISTS (SELECT FROM "client_accounts" a WHERE a."submission_id" = l."id")
    WHERE l."id" = ANY (touched)
      AND l."has_account" IS DISTINCT FROM EXISTS (SELECT FROM "client_accounts" a WHERE a."submission_id" = l."id");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "lead_account_linked" AFTER INSERT ON "client_accounts" REFERENCING NEW TABLE AS "linked_accounts"
  FOR EACH STATEMENT EXECUTE FUNCTION "lead_account_link"();--> statement-breakpoint
CREATE TRIGGER "lead_account_unlinked" AFTER DELETE ON "client_accounts" REFERENCING OLD TABLE AS "unlinked_accounts"
  FOR EACH STATEMENT EXECUTE FUNCTION "lead_account_link"();--> statement-breakpoint
CREATE TRIGGER "lead_account_moved" AFTER UPDATE ON "client_accounts" REFERENCING OLD TABLE AS "unlinked_accounts" NEW TABLE AS "linked_accounts"
  FOR EACH STATEMENT EXECUTE FUNCTION "lead_account_link"();--> statement-breakpoint
-- Chat: a room's first visitor message, and the first staff message at or after it, set once by the
-- statement that stores them (one update per batch of messages, and none once both are known).
UPDATE "chat_rooms" r SET "first_visitor_message_at" = f."started",
	"first_reply_at" = (SELECT min(m."created_at") FROM "chat_messages" m WHERE m."room_id" = r."id" AND m."sender_type" = 'admin' AND m."created_at" >= f."started")
	FROM (SELECT "room_id", min("created_at") AS "started" FROM "chat_messages" WHERE "sender_type" = 'user' GROUP BY 1) f
	WHERE r."id" = f."room_id";--> statement-breakpoint
CREATE FUNCTION "chat_room_first_messages"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  UPDATE "chat_rooms" r SET
    "first_visitor_message_at" = coalesce(r."first_visitor_message_at", n."first_user"),
    "first_reply_at" = coalesce(r."first_reply_at", (
      SELECT min(m."created_at") FROM "added_messages" m
      WHERE m."room_id" = r."id" AND m."sender_type" = 'admin' AND m."created_at" >= coalesce(r."first_visitor_message_at", n."first_user")))
    FROM (
      SELECT "room_id", min("created_at") FILTER (WHERE "sender_type" = 'user') AS "first_user", bool_or("sender_type" = 'admin') AS "any_admin"
      FROM "added_messages" GROUP BY 1
    ) n
    WHERE r."id" = n."room_id"
      AND ((r."first_visitor_message_at" IS NULL AND n."first_user" IS NOT NULL)
        OR (r."first_reply_at" IS NULL AND n."any_admin" AND coalesce(r."first_visitor_message_at", n."first_user") IS NOT NULL));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "chat_room_first_messages" AFTER INSERT ON "chat_messages" REFERENCING NEW TABLE AS "added_messages"
  FOR EACH STATEMENT EXECUTE FUNCTION "chat_room_first_messages"();
