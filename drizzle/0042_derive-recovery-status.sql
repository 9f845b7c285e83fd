-- The recovery status is derived from the case stage and the money recorded (decision 043): no stored
-- value is left to disagree with the stage. Retention counts a closed client from when its stage closed.
ALTER TABLE "client_accounts" DROP COLUMN "recovery_status";--> statement-breakpoint
ALTER TABLE "client_accounts" DROP COLUMN "recovery_status_changed_at";