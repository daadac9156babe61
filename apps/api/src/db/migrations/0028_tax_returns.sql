CREATE TYPE "public"."tax_return_document_role" AS ENUM('return', 'accrual', 'receipt');--> statement-breakpoint
CREATE TYPE "public"."tax_return_kind" AS ENUM('kdv', 'muhtasar_prim', 'gecici_vergi', 'gelir_vergisi', 'kurumlar_vergisi', 'damga', 'ba_bs', 'sgk');--> statement-breakpoint
CREATE TYPE "public"."tax_return_status" AS ENUM('preparing', 'filed', 'accrued', 'paid', 'not_required');--> statement-breakpoint
CREATE TABLE "tax_payment_reminders" (
	"tax_return_id" integer NOT NULL,
	"days_before" smallint NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_payment_reminders_tax_return_id_days_before_pk" PRIMARY KEY("tax_return_id","days_before")
);
--> statement-breakpoint
CREATE TABLE "tax_return_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tax_return_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tax_return_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"role" "tax_return_document_role" NOT NULL,
	"storage_key" varchar(200) NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"mime_type" varchar(60) NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_returns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tax_returns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"kind" "tax_return_kind" NOT NULL,
	"period" varchar(7) NOT NULL,
	"status" "tax_return_status" DEFAULT 'preparing' NOT NULL,
	"filed_at" timestamp with time zone,
	"amount_due" bigint,
	"due_date" date,
	"paid_at" timestamp with time zone,
	"payment_confirmed_at" timestamp with time zone,
	"payment_confirmed_by" integer,
	"note" varchar(1000),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tax_payment_reminders" ADD CONSTRAINT "tax_payment_reminders_tax_return_id_tax_returns_id_fk" FOREIGN KEY ("tax_return_id") REFERENCES "public"."tax_returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_return_documents" ADD CONSTRAINT "tax_return_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_return_documents" ADD CONSTRAINT "tax_return_documents_tax_return_id_tax_returns_id_fk" FOREIGN KEY ("tax_return_id") REFERENCES "public"."tax_returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_return_documents" ADD CONSTRAINT "tax_return_documents_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_returns" ADD CONSTRAINT "tax_returns_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_returns" ADD CONSTRAINT "tax_returns_payment_confirmed_by_users_id_fk" FOREIGN KEY ("payment_confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_returns" ADD CONSTRAINT "tax_returns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_return_documents_one_per_role" ON "tax_return_documents" USING btree ("tax_return_id","role");--> statement-breakpoint
CREATE INDEX "tax_return_documents_account_id_index" ON "tax_return_documents" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "tax_return_documents_uploaded_by_index" ON "tax_return_documents" USING btree ("uploaded_by");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_returns_one_per_kind_and_period" ON "tax_returns" USING btree ("account_id","kind","period");--> statement-breakpoint
CREATE INDEX "tax_returns_accrued_by_due_date" ON "tax_returns" USING btree ("due_date") WHERE "tax_returns"."status" = 'accrued';--> statement-breakpoint
CREATE INDEX "tax_returns_payment_confirmed_by_index" ON "tax_returns" USING btree ("payment_confirmed_by");--> statement-breakpoint
CREATE INDEX "tax_returns_created_by_index" ON "tax_returns" USING btree ("created_by");--> statement-breakpoint
CREATE TRIGGER "tax_returns_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tax_returns" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "tax_return_documents_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tax_return_documents" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "tax_payment_reminders_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tax_payment_reminders" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();
