-- A signed-in client's chat is found from their account (their latest room), on every dashboard visit,
-- and erasing an account deletes its rooms: both look rooms up by client account.
CREATE INDEX "chat_rooms_client_account_idx" ON "chat_rooms" USING btree ("client_account_id","last_activity_at");
