CREATE TABLE "collection_allocations" (
	"collection_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "collection_allocations_collection_id_invoice_id_pk" PRIMARY KEY("collection_id","invoice_id"),
	CONSTRAINT "collection_allocations_amount" CHECK ("collection_allocations"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "collections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"counterparty_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"collected_on" date NOT NULL,
	"amount" bigint NOT NULL,
	"method" varchar(15) NOT NULL,
	"note" varchar(300) DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collections_kind" CHECK ("collections"."kind" in ('collection', 'payment')),
	CONSTRAINT "collections_amount" CHECK ("collections"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "counterparties" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "counterparties_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"tax_number" varchar(11),
	"tax_office" varchar(100) DEFAULT '' NOT NULL,
	"address" varchar(500) DEFAULT '' NOT NULL,
	"city" varchar(100) DEFAULT '' NOT NULL,
	"district" varchar(100) DEFAULT '' NOT NULL,
	"email" varchar(254) DEFAULT '' NOT NULL,
	"phone" varchar(30) DEFAULT '' NOT NULL,
	"kind" varchar(10) NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "counterparties_kind" CHECK ("counterparties"."kind" in ('customer', 'supplier', 'both'))
);
--> statement-breakpoint
CREATE TABLE "sales_invoice_lines" (
	"invoice_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"name" varchar(300) NOT NULL,
	"quantity" bigint NOT NULL,
	"unit" varchar(3) NOT NULL,
	"unit_price" bigint NOT NULL,
	"discount_rate" integer NOT NULL,
	"kdv_rate" smallint NOT NULL,
	"withholding_code" varchar(3),
	"exemption_code" varchar(3),
	"discount_amount" bigint NOT NULL,
	"net_amount" bigint NOT NULL,
	"kdv_amount" bigint NOT NULL,
	"withheld_kdv" bigint NOT NULL,
	CONSTRAINT "sales_invoice_lines_invoice_id_position_pk" PRIMARY KEY("invoice_id","position")
);
--> statement-breakpoint
CREATE TABLE "sales_invoice_series" (
	"account_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"prefix" varchar(3) NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "sales_invoice_series_account_id_year_pk" PRIMARY KEY("account_id","year")
);
--> statement-breakpoint
CREATE TABLE "sales_invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sales_invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"counterparty_id" integer NOT NULL,
	"status" varchar(10) DEFAULT 'draft' NOT NULL,
	"type" varchar(12) NOT NULL,
	"profile" varchar(16) NOT NULL,
	"number" varchar(16),
	"uuid" uuid NOT NULL,
	"issue_date" date NOT NULL,
	"due_date" date NOT NULL,
	"currency" varchar(3) NOT NULL,
	"exchange_rate" integer,
	"note" varchar(500) DEFAULT '' NOT NULL,
	"net_amount" bigint NOT NULL,
	"kdv_amount" bigint NOT NULL,
	"withheld_kdv" bigint NOT NULL,
	"gross_amount" bigint NOT NULL,
	"payable_amount" bigint NOT NULL,
	"payable_try" bigint NOT NULL,
	"open_amount" bigint DEFAULT 0 NOT NULL,
	"returns_invoice_id" integer,
	"issued_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_invoices_status" CHECK ("sales_invoices"."status" in ('draft', 'issued', 'cancelled')),
	CONSTRAINT "sales_invoices_open" CHECK ("sales_invoices"."open_amount" >= 0 and "sales_invoices"."open_amount" <= "sales_invoices"."payable_try")
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_kdv_rate";--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "counterparty_id" integer;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "sales_invoice_id" integer;--> statement-breakpoint
ALTER TABLE "collection_allocations" ADD CONSTRAINT "collection_allocations_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_allocations" ADD CONSTRAINT "collection_allocations_invoice_id_sales_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."sales_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_counterparty_id_counterparties_id_fk" FOREIGN KEY ("counterparty_id") REFERENCES "public"."counterparties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counterparties" ADD CONSTRAINT "counterparties_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_invoice_lines" ADD CONSTRAINT "sales_invoice_lines_invoice_id_sales_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."sales_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_invoice_series" ADD CONSTRAINT "sales_invoice_series_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_invoices" ADD CONSTRAINT "sales_invoices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_invoices" ADD CONSTRAINT "sales_invoices_counterparty_id_counterparties_id_fk" FOREIGN KEY ("counterparty_id") REFERENCES "public"."counterparties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_invoices" ADD CONSTRAINT "sales_invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_allocations_invoice_id_index" ON "collection_allocations" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "collections_by_date" ON "collections" USING btree ("account_id","collected_on","id");--> statement-breakpoint
CREATE INDEX "collections_by_counterparty" ON "collections" USING btree ("counterparty_id","collected_on");--> statement-breakpoint
CREATE INDEX "collections_created_by_index" ON "collections" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "counterparties_by_name" ON "counterparties" USING btree ("account_id","name","id");--> statement-breakpoint
CREATE INDEX "counterparties_by_balance" ON "counterparties" USING btree ("account_id","balance","id");--> statement-breakpoint
CREATE UNIQUE INDEX "counterparties_tax_number" ON "counterparties" USING btree ("account_id","tax_number");--> statement-breakpoint
CREATE INDEX "sales_invoices_by_issue_date" ON "sales_invoices" USING btree ("account_id","issue_date","id");--> statement-breakpoint
CREATE INDEX "sales_invoices_by_counterparty" ON "sales_invoices" USING btree ("account_id","counterparty_id","issue_date");--> statement-breakpoint
CREATE INDEX "sales_invoices_open_by_due" ON "sales_invoices" USING btree ("account_id","due_date") WHERE "sales_invoices"."open_amount" > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "sales_invoices_number" ON "sales_invoices" USING btree ("account_id","number");--> statement-breakpoint
CREATE INDEX "sales_invoices_returns_invoice_id_index" ON "sales_invoices" USING btree ("returns_invoice_id");--> statement-breakpoint
CREATE INDEX "sales_invoices_created_by_index" ON "sales_invoices" USING btree ("created_by");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_counterparty_id_counterparties_id_fk" FOREIGN KEY ("counterparty_id") REFERENCES "public"."counterparties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_sales_invoice_id_sales_invoices_id_fk" FOREIGN KEY ("sales_invoice_id") REFERENCES "public"."sales_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_counterparty_id_index" ON "ledger_entries" USING btree ("counterparty_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_sales_invoice_id_index" ON "ledger_entries" USING btree ("sales_invoice_id");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_kdv_rate" CHECK ("ledger_entries"."kdv_rate" in (0, 1, 8, 10, 18, 20));--> statement-breakpoint
CREATE TRIGGER "counterparties_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "counterparties" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();--> statement-breakpoint
CREATE TRIGGER "sales_invoices_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sales_invoices" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();--> statement-breakpoint
CREATE TRIGGER "sales_invoice_lines_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sales_invoice_lines" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();--> statement-breakpoint
CREATE TRIGGER "sales_invoice_series_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sales_invoice_series" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();--> statement-breakpoint
CREATE TRIGGER "collections_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "collections" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();--> statement-breakpoint
CREATE TRIGGER "collection_allocations_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "collection_allocations" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();