ALTER TABLE "bank_statement_lines" DROP CONSTRAINT "bank_statement_lines_proposed_kind";--> statement-breakpoint
ALTER TABLE "bank_statement_lines" DROP CONSTRAINT "bank_statement_lines_matched_kind";--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ALTER COLUMN "proposed_kind" SET DATA TYPE varchar(16);--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ALTER COLUMN "matched_kind" SET DATA TYPE varchar(16);--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "e_invoice_uuid" uuid;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "purchase_invoice_id" integer;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_purchase_invoice_id_purchase_invoices_id_fk" FOREIGN KEY ("purchase_invoice_id") REFERENCES "public"."purchase_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_purchase_invoice_id_index" ON "ledger_entries" USING btree ("purchase_invoice_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_by_e_invoice" ON "ledger_entries" USING btree ("account_id","e_invoice_uuid") WHERE "ledger_entries"."e_invoice_uuid" is not null;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_proposed_kind" CHECK ("bank_statement_lines"."proposed_kind" in ('invoice', 'purchase_invoice', 'entry'));--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_matched_kind" CHECK ("bank_statement_lines"."matched_kind" in ('invoice', 'purchase_invoice', 'entry'));