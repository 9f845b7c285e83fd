CREATE TABLE "chat_presence" (
	"instance_id" text PRIMARY KEY NOT NULL,
	"staff_sockets" integer DEFAULT 0 NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "chat_rooms_activity_idx" ON "chat_rooms" USING btree ("last_activity_at");