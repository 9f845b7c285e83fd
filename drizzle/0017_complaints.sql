CREATE TABLE "complaints" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"client_account_id" integer,
	"lead_id" integer,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"channel" text NOT NULL,
	"subject" text,
	"summary" text NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"outcome" text,
	"response" text,
	"received_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"eight_week_notice_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "complaints_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_client_account_id_client_accounts_id_fk" FOREIGN KEY ("client_account_id") REFERENCES "public"."client_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_lead_id_client_submissions_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."client_submissions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaints_account_idx" ON "complaints" USING btree ("client_account_id");--> statement-breakpoint
CREATE INDEX "complaints_status_idx" ON "complaints" USING btree ("status","received_at");