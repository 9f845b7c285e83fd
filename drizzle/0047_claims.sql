CREATE TABLE "claim_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"status" text NOT NULL,
	"happened_on" date NOT NULL,
	"note" text,
	"visible_to_client" boolean DEFAULT false NOT NULL,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_payments" (
	"claim_id" integer NOT NULL,
	"payment_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_account_id" integer NOT NULL,
	"type" text NOT NULL,
	"counterparty" text NOT NULL,
	"amount_claimed" numeric(24, 8),
	"amount_claimed_currency" text,
	"reference" text,
	"expected_delivery_date" date,
	"payment_service_complaint" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'preparing' NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"filed_on" date,
	"clock_stopped" boolean DEFAULT false NOT NULL,
	"decided_on" date,
	"final_response_on" date,
	"amount_decided" numeric(24, 8),
	"assigned_to" integer,
	"referred_from_id" integer,
	"referred_to_id" integer,
	"file_by" date,
	"response_due" date,
	"response_due_latest" date,
	"refer_by" date,
	"urgent_until" date,
	"next_date" date,
	"overdue" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scam_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_account_id" integer NOT NULL,
	"paid_at" date NOT NULL,
	"amount" numeric(24, 8) NOT NULL,
	"currency" text NOT NULL,
	"method" text NOT NULL,
	"payer_institution" text NOT NULL,
	"payee" text,
	"wallet_address" text,
	"reference" text,
	"note" text,
	"document_ids" integer[] DEFAULT '{}' NOT NULL,
	"status" text NOT NULL,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_accounts" ADD COLUMN "vulnerable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "client_accounts" ADD COLUMN "vulnerability_reason" text;--> statement-breakpoint
ALTER TABLE "client_accounts" ADD COLUMN "vulnerability_note" text;--> statement-breakpoint
ALTER TABLE "recovery_ledger_entries" ADD COLUMN "claim_id" integer;--> statement-breakpoint
ALTER TABLE "claim_events" ADD CONSTRAINT "claim_events_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_events" ADD CONSTRAINT "claim_events_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_payments" ADD CONSTRAINT "claim_payments_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_payments" ADD CONSTRAINT "claim_payments_payment_id_scam_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."scam_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_client_account_id_client_accounts_id_fk" FOREIGN KEY ("client_account_id") REFERENCES "public"."client_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scam_payments" ADD CONSTRAINT "scam_payments_client_account_id_client_accounts_id_fk" FOREIGN KEY ("client_account_id") REFERENCES "public"."client_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scam_payments" ADD CONSTRAINT "scam_payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_events_claim_idx" ON "claim_events" USING btree ("claim_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "claim_payments_key" ON "claim_payments" USING btree ("claim_id","payment_id");--> statement-breakpoint
CREATE INDEX "claim_payments_payment_idx" ON "claim_payments" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "claims_account_idx" ON "claims" USING btree ("client_account_id");--> statement-breakpoint
CREATE INDEX "claims_next_date_idx" ON "claims" USING btree ("next_date","id");--> statement-breakpoint
CREATE INDEX "claims_assigned_idx" ON "claims" USING btree ("assigned_to","next_date");--> statement-breakpoint
CREATE INDEX "claims_counterparty_trgm_idx" ON "claims" USING gin (lower("counterparty") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "scam_payments_account_idx" ON "scam_payments" USING btree ("client_account_id","paid_at");--> statement-breakpoint
ALTER TABLE "recovery_ledger_entries" ADD CONSTRAINT "recovery_ledger_entries_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE set null ON UPDATE no action;