-- A complaint by phone or letter is recorded whether or not the complainant has an email (FCA DISP 1:
-- every complaint goes in the register); without one, `contact` says how to reach them in writing.
ALTER TABLE "complaints" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "contact" text;
