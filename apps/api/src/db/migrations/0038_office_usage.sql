CREATE TYPE "public"."office_fee_code" AS ENUM('call', 'scan_page', 'forward', 'storage_day');--> statement-breakpoint
CREATE TYPE "public"."office_usage_kind" AS ENUM('call', 'scan', 'forward', 'storage_day', 'room_hour');--> statement-breakpoint
CREATE TABLE "office_allowances" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	"scans" integer DEFAULT 0 NOT NULL,
	"forwardings" integer DEFAULT 0 NOT NULL,
	"room_hours" integer DEFAULT 0 NOT NULL,
	"storage_days" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "office_fees" (
	"code" "office_fee_code" PRIMARY KEY NOT NULL,
	"unit_price" integer NOT NULL,
	CONSTRAINT "office_fees_price_not_negative" CHECK ("office_fees"."unit_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "office_usage" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "office_usage_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"period" char(7) NOT NULL,
	"kind" "office_usage_kind" NOT NULL,
	"quantity" integer NOT NULL,
	"fee_units" integer NOT NULL,
	"source" varchar(80) NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"prepaid" boolean DEFAULT false NOT NULL,
	"charged_payment_id" integer,
	"charged_amount" integer,
	CONSTRAINT "office_usage_quantity_positive" CHECK ("office_usage"."quantity" > 0 and "office_usage"."fee_units" >= 0)
);
--> statement-breakpoint
ALTER TABLE "office_allowances" ADD CONSTRAINT "office_allowances_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_usage" ADD CONSTRAINT "office_usage_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_usage" ADD CONSTRAINT "office_usage_charged_payment_id_payments_id_fk" FOREIGN KEY ("charged_payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "office_usage_once" ON "office_usage" USING btree ("account_id","kind","source");--> statement-breakpoint
CREATE INDEX "office_usage_by_period" ON "office_usage" USING btree ("account_id","period","kind","occurred_at");--> statement-breakpoint
CREATE TRIGGER "office_allowances_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "office_allowances" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();--> statement-breakpoint
CREATE TRIGGER "office_fees_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "office_fees" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();--> statement-breakpoint
CREATE TRIGGER "office_usage_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "office_usage" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();
