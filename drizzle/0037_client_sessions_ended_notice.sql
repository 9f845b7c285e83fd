-- Every client session that ends (signed out, revoked by a deactivation or a new password, deleted with its
-- account) is announced on the sessions channel (`SESSIONS_CHANNEL`, src/server/features/chat/socket-hub.ts) when the ending
-- transaction commits, as `{"clientAccountId": n}`: whatever ended it, each instance checks that client's
-- open chat sockets again and closes those whose session is gone.
CREATE FUNCTION "client_sessions_ended_notice"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('recourse_sessions', json_build_object('clientAccountId', "account")::text)
      FROM (SELECT DISTINCT "client_account_id" AS "account" FROM "sessions_before" WHERE "revoked_at" IS NULL) AS "ended";
  ELSE
    PERFORM pg_notify('recourse_sessions', json_build_object('clientAccountId', "account")::text)
      FROM (
        SELECT DISTINCT n."client_account_id" AS "account"
        FROM "sessions_after" n JOIN "sessions_before" o USING ("id")
        WHERE o."revoked_at" IS NULL AND n."revoked_at" IS NOT NULL
      ) AS "ended";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "client_sessions_revoked" AFTER UPDATE ON "client_sessions"
  REFERENCING OLD TABLE AS "sessions_before" NEW TABLE AS "sessions_after"
  FOR EACH STATEMENT EXECUTE FUNCTION "client_sessions_ended_notice"();--> statement-breakpoint
CREATE TRIGGER "client_sessions_deleted" AFTER DELETE ON "client_sessions"
  REFERENCING OLD TABLE AS "sessions_before"
  FOR EACH STATEMENT EXECUTE FUNCTION "client_sessions_ended_notice"();
