CREATE SEQUENCE "public"."lead_assignment_turn" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "lead_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"author_user_id" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD COLUMN "lead_id" integer;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_lead_id_client_submissions_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."client_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_notes_lead_idx" ON "lead_notes" USING btree ("lead_id","id");--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_lead_id_client_submissions_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."client_submissions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_rooms_lead_idx" ON "chat_rooms" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "chat_rooms_contact_email_idx" ON "chat_rooms" USING btree (lower("contact_email"));--> statement-breakpoint
CREATE INDEX "client_submissions_phone_key_idx" ON "client_submissions" USING btree (right(regexp_replace("phone", '[^0-9]', '', 'g'), 9));--> statement-breakpoint
CREATE INDEX "client_submissions_email_name_idx" ON "client_submissions" USING btree (lower(split_part("email", '@', 1)));--> statement-breakpoint
CREATE INDEX "client_submissions_name_country_idx" ON "client_submissions" USING btree (lower("first_name"),lower("last_name"),"country");--> statement-breakpoint
UPDATE "chat_rooms" SET "lead_id" = l."id" FROM "client_submissions" l WHERE lower(l."email") = lower("chat_rooms"."contact_email");
