CREATE TABLE "claim_pack_documents" (
	"claim_id" integer NOT NULL,
	"document_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "pack_letter_note" text;--> statement-breakpoint
ALTER TABLE "claim_pack_documents" ADD CONSTRAINT "claim_pack_documents_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_pack_documents" ADD CONSTRAINT "claim_pack_documents_document_id_client_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."client_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "claim_pack_documents_key" ON "claim_pack_documents" USING btree ("claim_id","document_id");--> statement-breakpoint
CREATE INDEX "claim_pack_documents_document_idx" ON "claim_pack_documents" USING btree ("document_id");