ALTER TABLE "mail_outbox" ADD COLUMN "withdraw_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_withdraw_key" ON "mail_outbox" USING btree ("withdraw_key") WHERE status = 'queued';