CREATE TABLE "sales_invoice_deliveries" (
	"invoice_id" integer PRIMARY KEY NOT NULL,
	"integrator" varchar(20) NOT NULL,
	"sender_tax_number" varchar(11) NOT NULL,
	"channel" varchar(10) NOT NULL,
	"profile" varchar(16) NOT NULL,
	"status" varchar(10) NOT NULL,
	"reference" varchar(100),
	"refusal_code" varchar(40),
	"refusal_detail" varchar(500),
	"claimed_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"sent_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_invoice_deliveries_channel" CHECK ("sales_invoice_deliveries"."channel" in ('e_fatura', 'e_arsiv')),
	CONSTRAINT "sales_invoice_deliveries_status" CHECK ("sales_invoice_deliveries"."status" in ('sending', 'sent', 'refused', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "test_integrator_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "test_integrator_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid NOT NULL,
	"sender_tax_number" varchar(11) NOT NULL,
	"number" varchar(16) NOT NULL,
	"channel" varchar(10) NOT NULL,
	"profile" varchar(16) NOT NULL,
	"receiver_tax_number" varchar(11),
	"xml" text NOT NULL,
	"reference" varchar(100) NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sales_invoice_deliveries" ADD CONSTRAINT "sales_invoice_deliveries_invoice_id_sales_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."sales_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_invoice_deliveries" ADD CONSTRAINT "sales_invoice_deliveries_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_invoice_deliveries_sent_by_index" ON "sales_invoice_deliveries" USING btree ("sent_by");--> statement-breakpoint
CREATE UNIQUE INDEX "test_integrator_documents_uuid" ON "test_integrator_documents" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "test_integrator_documents_number" ON "test_integrator_documents" USING btree ("sender_tax_number","number");--> statement-breakpoint
CREATE TRIGGER "sales_invoice_deliveries_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sales_invoice_deliveries" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();--> statement-breakpoint
CREATE TRIGGER "test_integrator_documents_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "test_integrator_documents" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();
