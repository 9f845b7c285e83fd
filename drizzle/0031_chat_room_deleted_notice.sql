-- Every deleted chat room is announced on the chat channel (`CHAT_CHANNEL`, src/server/features/chat/service.ts)
-- as the chat's own `room_deleted` event, sent when the deleting transaction commits: whatever deleted it
-- (the chat's Delete, erasing a lead, contact message or account, the retention purge), open staff inboxes
-- and the visitor's widget drop it at once, on every instance.
CREATE FUNCTION "chat_room_deleted_notice"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('recourse_chat', json_build_object('type', 'room_deleted', 'roomId', "id", 'sessionId', "session_id")::text)
    FROM "gone_rooms";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "chat_room_deleted" AFTER DELETE ON "chat_rooms" REFERENCING OLD TABLE AS "gone_rooms"
  FOR EACH STATEMENT EXECUTE FUNCTION "chat_room_deleted_notice"();
