CREATE TABLE "payment_allocations" (
	"collection_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "payment_allocations_collection_id_invoice_id_pk" PRIMARY KEY("collection_id","invoice_id"),
	CONSTRAINT "payment_allocations_amount" CHECK ("payment_allocations"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "purchase_invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "purchase_invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"counterparty_id" integer NOT NULL,
	"number" varchar(40) NOT NULL,
	"uuid" uuid,
	"type" varchar(20) NOT NULL,
	"issue_date" date NOT NULL,
	"due_date" date NOT NULL,
	"payable_amount" bigint NOT NULL,
	"open_amount" bigint NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_invoices_open" CHECK ("purchase_invoices"."open_amount" >= 0 and "purchase_invoices"."open_amount" <= "purchase_invoices"."payable_amount")
);
--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_invoice_id_purchase_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."purchase_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_invoices" ADD CONSTRAINT "purchase_invoices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_invoices" ADD CONSTRAINT "purchase_invoices_counterparty_id_counterparties_id_fk" FOREIGN KEY ("counterparty_id") REFERENCES "public"."counterparties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_invoices" ADD CONSTRAINT "purchase_invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_allocations_invoice_id_index" ON "payment_allocations" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_invoices_uuid" ON "purchase_invoices" USING btree ("account_id","uuid");--> statement-breakpoint
CREATE INDEX "purchase_invoices_by_counterparty" ON "purchase_invoices" USING btree ("account_id","counterparty_id","due_date");--> statement-breakpoint
CREATE INDEX "purchase_invoices_open_by_due" ON "purchase_invoices" USING btree ("account_id","due_date") WHERE "purchase_invoices"."open_amount" > 0;--> statement-breakpoint
CREATE INDEX "purchase_invoices_created_by_index" ON "purchase_invoices" USING btree ("created_by");--> statement-breakpoint
CREATE TRIGGER "purchase_invoices_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "purchase_invoices" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();--> statement-breakpoint
CREATE TRIGGER "payment_allocations_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "payment_allocations" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();
