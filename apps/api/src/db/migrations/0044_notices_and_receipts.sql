ALTER TYPE "public"."notification_kind" ADD VALUE 'document_needs_fix';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'application_rejected';--> statement-breakpoint
CREATE TABLE "payment_receipts" (
	"payment_id" integer PRIMARY KEY NOT NULL,
	"sent_to" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_receipts" ADD CONSTRAINT "payment_receipts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_receipts" ADD CONSTRAINT "payment_receipts_sent_to_users_id_fk" FOREIGN KEY ("sent_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE TRIGGER "payment_receipts_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "payment_receipts" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();
