-- The staff inbox is paged and searched (decision 036): a room is found by its contact's name, email or phone
-- (also typed without spaces), through a trigram index as the leads are; rooms with unread visitor messages come
-- first, found from an index of only those messages.
ALTER TABLE "chat_rooms" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(contact_first_name, '') || ' ' || coalesce(contact_last_name, '') || ' ' || coalesce(contact_email, '') || ' ' || coalesce(contact_phone, '') || ' ' || regexp_replace(coalesce(contact_phone, ''), '[^0-9]', '', 'g'))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "chat_messages_unread_idx" ON "chat_messages" USING btree ("room_id") WHERE sender_type = 'user' and not is_read;--> statement-breakpoint
CREATE INDEX "chat_rooms_search_idx" ON "chat_rooms" USING gin ("search_text" gin_trgm_ops);