CREATE TABLE "crm_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"claim_token" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crm_outbox" ADD CONSTRAINT "crm_outbox_lead_id_client_submissions_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."client_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crm_outbox_one_active_key" ON "crm_outbox" USING btree ("lead_id") WHERE status in ('queued', 'in_flight');--> statement-breakpoint
CREATE INDEX "crm_outbox_due_idx" ON "crm_outbox" USING btree ("next_attempt_at") WHERE status in ('queued', 'in_flight');--> statement-breakpoint
CREATE INDEX "client_submissions_crm_status_idx" ON "client_submissions" USING btree ("crm_sync_status");