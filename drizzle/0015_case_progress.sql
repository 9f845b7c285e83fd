CREATE TABLE "case_updates" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_account_id" integer NOT NULL,
	"message" text NOT NULL,
	"stage" text,
	"previous_stage" text,
	"visible_to_client" boolean NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_accounts" ADD COLUMN "case_stage" text DEFAULT 'assessment' NOT NULL;--> statement-breakpoint
ALTER TABLE "client_accounts" ADD COLUMN "case_stage_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "case_updates" ADD CONSTRAINT "case_updates_client_account_id_client_accounts_id_fk" FOREIGN KEY ("client_account_id") REFERENCES "public"."client_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_updates" ADD CONSTRAINT "case_updates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_updates_account_idx" ON "case_updates" USING btree ("client_account_id","created_at");--> statement-breakpoint
UPDATE "client_accounts" SET "case_stage_changed_at" = "created_at";
