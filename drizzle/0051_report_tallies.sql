-- The reports (decision 057) count leads per London day and source, and chat conversations by their
-- first messages, without reading a million rows: the records' own triggers keep what the reports sum.
-- Nothing here rewrites an existing row: every table is new, filled by one read of the records.
--
-- Leads: `lead_day_tallies` holds, per day, source and one of the 32 slots of `lead_count_slots`
-- (migration 0028: writers never wait on one another's tallies), how many leads came in. A figure is
-- the sum over the slots. Writes are held off while the existing leads are counted.
LOCK TABLE "client_submissions", "client_accounts" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE TABLE "lead_day_tallies" (
	"slot" integer NOT NULL,
	"day" date NOT NULL,
	"source" text NOT NULL,
	"leads" bigint NOT NULL,
	CONSTRAINT "lead_day_tallies_group" UNIQUE ("slot", "day", "source")
);--> statement-breakpoint
INSERT INTO "lead_day_tallies" ("slot", "day", "source", "leads")
	SELECT 0, ("created_at" AT TIME ZONE 'Europe/London')::date, "source", count(*) FROM "client_submissions" GROUP BY 2, 3;--> statement-breakpoint
CREATE INDEX "lead_day_tallies_day_idx" ON "lead_day_tallies" USING btree ("day") INCLUDE ("source", "leads");--> statement-breakpoint
CREATE FUNCTION "lead_day_tally_change"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
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
  -- The slot this transaction's lead tallies took (a lock it holds is not skipped), or another free one.
  SELECT "slot" INTO free FROM "lead_count_slots"
    ORDER BY "slot" = pg_backend_pid() % 32 DESC, "slot" LIMIT 1 FOR UPDATE SKIP LOCKED;
  free := coalesce(free, -pg_backend_pid());
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
CREATE TRIGGER "lead_day_tally_added" AFTER INSERT ON "client_submissions" REFERENCING NEW TABLE AS "added_leads"
  FOR EACH STATEMENT EXECUTE FUNCTION "lead_day_tally_change"();--> statement-breakpoint
CREATE TRIGGER "lead_day_tally_removed" AFTER DELETE ON "client_submissions" REFERENCING OLD TABLE AS "removed_leads"
  FOR EACH STATEMENT EXECUTE FUNCTION "lead_day_tally_change"();--> statement-breakpoint
-- A lead's day and source are set when it comes in (a sending that arrives again may rewrite its time);
-- a statement that writes them moves the lead row by row, from one day's tally to another's. Any other
-- update (a status, 100,000 at a time) does not fire it at all.
CREATE FUNCTION "lead_day_tally_moved"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
DECLARE
  free integer;
BEGIN
  IF ((OLD."created_at" AT TIME ZONE 'Europe/London')::date, OLD."source")
    IS NOT DISTINCT FROM ((NEW."created_at" AT TIME ZONE 'Europe/London')::date, NEW."source") THEN
    RETURN NULL;
  END IF;
  SELECT "slot" INTO free FROM "lead_count_slots"
    ORDER BY "slot" = pg_backend_pid() % 32 DESC, "slot" LIMIT 1 FOR UPDATE SKIP LOCKED;
  free := coalesce(free, -pg_backend_pid());
  INSERT INTO "lead_day_tallies" VALUES (free, (OLD."created_at" AT TIME ZONE 'Europe/London')::date, OLD."source", -1)
    ON CONFLICT ON CONSTRAINT "lead_day_tallies_group" DO UPDATE SET "leads" = "lead_day_tallies"."leads" + excluded."leads";
  INSERT INTO "lead_day_tallies" VALUES (free, (NEW."created_at" AT TIME ZONE 'Europe/London')::date, NEW."source", 1)
    ON CONFLICT ON CONSTRAINT "lead_day_tallies_group" DO UPDATE SET "leads" = "lead_day_tallies"."leads" + excluded."leads";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "lead_day_tally_moved" AFTER UPDATE OF "created_at", "source" ON "client_submissions"
  FOR EACH ROW EXECUTE FUNCTION "lead_day_tally_moved"();--> statement-breakpoint
CREATE TRIGGER "lead_day_tally_truncated" AFTER TRUNCATE ON "client_submissions"
  FOR EACH STATEMENT EXECUTE FUNCTION "lead_day_tally_change"();--> statement-breakpoint
-- The leads with a client account: per account made from a lead, that lead's day and source, kept by
-- the accounts' trigger as an account is made, moved to another lead or loses its lead (a lead erased
-- sets the account's `submission_id` to null); an account deleted takes its row with it.
CREATE TABLE "account_lead_days" (
	"client_account_id" integer PRIMARY KEY NOT NULL REFERENCES "client_accounts" ("id") ON DELETE CASCADE,
	"day" date NOT NULL,
	"source" text NOT NULL
);--> statement-breakpoint
INSERT INTO "account_lead_days" ("client_account_id", "day", "source")
	SELECT a."id", (l."created_at" AT TIME ZONE 'Europe/London')::date, l."source"
	FROM "client_accounts" a JOIN "client_submissions" l ON l."id" = a."submission_id";--> statement-breakpoint
CREATE INDEX "account_lead_days_day_idx" ON "account_lead_days" USING btree ("day") INCLUDE ("source");--> statement-breakpoint
CREATE FUNCTION "account_lead_day"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW."submission_id" IS NOT DISTINCT FROM OLD."submission_id" THEN RETURN NULL; END IF;
  DELETE FROM "account_lead_days" WHERE "client_account_id" = NEW."id";
  INSERT INTO "account_lead_days" ("client_account_id", "day", "source")
    SELECT NEW."id", ("created_at" AT TIME ZONE 'Europe/London')::date, "source" FROM "client_submissions" WHERE "id" = NEW."submission_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "account_lead_day" AFTER INSERT OR UPDATE OF "submission_id" ON "client_accounts"
  FOR EACH ROW EXECUTE FUNCTION "account_lead_day"();--> statement-breakpoint
-- Chat: a conversation per room, from its visitor's first message, with the first staff message at or
-- after it; written by the statement that stores the messages (features/chat/store-messages.ts: a
-- trigger on the messages held the second instance's messages up to a second, and so did a foreign key to
-- the room: its check locks the room's row against the staff side's). A room deleted takes its row with
-- it, by the rooms' own trigger.
CREATE TABLE "chat_conversations" (
	"room_id" integer PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"first_reply_at" timestamp with time zone
);--> statement-breakpoint
INSERT INTO "chat_conversations" ("room_id", "started_at", "first_reply_at")
	SELECT f."room_id", f."started",
		(SELECT min(m."created_at") FROM "chat_messages" m WHERE m."room_id" = f."room_id" AND m."sender_type" = 'admin' AND m."created_at" >= f."started")
	FROM (SELECT "room_id", min("created_at") AS "started" FROM "chat_messages" WHERE "sender_type" = 'user' GROUP BY 1) f;--> statement-breakpoint
CREATE INDEX "chat_conversations_started_idx" ON "chat_conversations" USING btree ("started_at") INCLUDE ("first_reply_at");--> statement-breakpoint
CREATE FUNCTION "chat_conversations_gone"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  DELETE FROM "chat_conversations" WHERE "room_id" IN (SELECT "id" FROM "gone_rooms");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "chat_conversations_gone" AFTER DELETE ON "chat_rooms" REFERENCING OLD TABLE AS "gone_rooms"
  FOR EACH STATEMENT EXECUTE FUNCTION "chat_conversations_gone"();
