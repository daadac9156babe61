CREATE TYPE "public"."document_review_status" AS ENUM('pending', 'accepted', 'needs_fix');--> statement-breakpoint
CREATE TABLE "advisor_questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "advisor_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"question" text NOT NULL,
	"asked_by" integer,
	"asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answer" text,
	"answered_by" integer,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "document_reminders" (
	"account_id" integer NOT NULL,
	"period" varchar(7) NOT NULL,
	"days_before" smallint NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_reminders_account_id_period_days_before_pk" PRIMARY KEY("account_id","period","days_before")
);
--> statement-breakpoint
CREATE TABLE "ledger_closed_periods" (
	"account_id" integer NOT NULL,
	"period" varchar(7) NOT NULL,
	"closed_by" integer,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_closed_periods_account_id_period_pk" PRIMARY KEY("account_id","period")
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"entry_date" date NOT NULL,
	"kind" varchar(10) NOT NULL,
	"counterparty_name" varchar(200) NOT NULL,
	"counterparty_tax_number" varchar(11),
	"description" varchar(500) DEFAULT '' NOT NULL,
	"category" varchar(40) NOT NULL,
	"net_amount" bigint NOT NULL,
	"kdv_rate" smallint NOT NULL,
	"kdv_amount" bigint NOT NULL,
	"gross_amount" bigint NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"document_id" integer,
	"source" varchar(10) DEFAULT 'manual' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_kind" CHECK ("ledger_entries"."kind" in ('income', 'expense')),
	CONSTRAINT "ledger_entries_kdv_rate" CHECK ("ledger_entries"."kdv_rate" in (0, 1, 10, 20)),
	CONSTRAINT "ledger_entries_amounts" CHECK ("ledger_entries"."net_amount" >= 0 and "ledger_entries"."kdv_amount" >= 0 and "ledger_entries"."gross_amount" = "ledger_entries"."net_amount" + "ledger_entries"."kdv_amount")
);
--> statement-breakpoint
ALTER TABLE "account_documents" DROP CONSTRAINT "account_documents_account_id_kind_unique";--> statement-breakpoint
ALTER TABLE "appointment_requests" ALTER COLUMN "preferred_date" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_requests" ALTER COLUMN "time_slot" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD COLUMN "account_id" integer;--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD COLUMN "product_id" integer;--> statement-breakpoint
ALTER TABLE "account_documents" ADD COLUMN "period" varchar(7);--> statement-breakpoint
ALTER TABLE "account_documents" ADD COLUMN "review_status" "document_review_status";--> statement-breakpoint
ALTER TABLE "account_documents" ADD COLUMN "review_note" varchar(1000);--> statement-breakpoint
ALTER TABLE "account_documents" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "account_documents" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "next_product_id" integer;--> statement-breakpoint
ALTER TABLE "advisor_questions" ADD CONSTRAINT "advisor_questions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_questions" ADD CONSTRAINT "advisor_questions_asked_by_users_id_fk" FOREIGN KEY ("asked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_questions" ADD CONSTRAINT "advisor_questions_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_reminders" ADD CONSTRAINT "document_reminders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_closed_periods" ADD CONSTRAINT "ledger_closed_periods_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_closed_periods" ADD CONSTRAINT "ledger_closed_periods_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_document_id_account_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."account_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advisor_questions_by_account" ON "advisor_questions" USING btree ("account_id","asked_at");--> statement-breakpoint
CREATE INDEX "advisor_questions_unanswered" ON "advisor_questions" USING btree ("account_id") WHERE "advisor_questions"."answered_at" is null;--> statement-breakpoint
CREATE INDEX "advisor_questions_asked_by_index" ON "advisor_questions" USING btree ("asked_by");--> statement-breakpoint
CREATE INDEX "advisor_questions_answered_by_index" ON "advisor_questions" USING btree ("answered_by");--> statement-breakpoint
CREATE INDEX "calendar_feeds_created_by_index" ON "calendar_feeds" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "ledger_closed_periods_closed_by_index" ON "ledger_closed_periods" USING btree ("closed_by");--> statement-breakpoint
CREATE INDEX "ledger_entries_by_date" ON "ledger_entries" USING btree ("account_id","entry_date","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_by_kind_date" ON "ledger_entries" USING btree ("account_id","kind","entry_date");--> statement-breakpoint
CREATE INDEX "ledger_entries_document_id_index" ON "ledger_entries" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_created_by_index" ON "ledger_entries" USING btree ("created_by");--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD CONSTRAINT "appointment_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD CONSTRAINT "appointment_requests_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_documents" ADD CONSTRAINT "account_documents_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_next_product_id_products_id_fk" FOREIGN KEY ("next_product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_requests_account_id_index" ON "appointment_requests" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "appointment_requests_product_id_index" ON "appointment_requests" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "account_documents_one_application_document_per_kind" ON "account_documents" USING btree ("account_id","kind") WHERE "account_documents"."period" is null;--> statement-breakpoint
CREATE INDEX "account_documents_by_period" ON "account_documents" USING btree ("account_id","period","created_at") WHERE "account_documents"."period" is not null;--> statement-breakpoint
CREATE INDEX "account_documents_review_queue" ON "account_documents" USING btree ("created_at","id") WHERE "account_documents"."review_status" = 'pending';--> statement-breakpoint
CREATE INDEX "account_documents_reviewed_by_index" ON "account_documents" USING btree ("reviewed_by");--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD CONSTRAINT "appointment_requests_demo_or_product" CHECK (("appointment_requests"."preferred_date" is not null and "appointment_requests"."time_slot" is not null) or ("appointment_requests"."account_id" is not null and "appointment_requests"."product_id" is not null));--> statement-breakpoint
-- A signed-in caller's cached reads (0015) learn of the new tables too.
CREATE TRIGGER "advisor_questions_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "advisor_questions" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();--> statement-breakpoint
CREATE TRIGGER "calendar_feeds_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "calendar_feeds" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();--> statement-breakpoint
CREATE TRIGGER "document_reminders_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "document_reminders" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();--> statement-breakpoint
CREATE TRIGGER "ledger_closed_periods_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ledger_closed_periods" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();--> statement-breakpoint
CREATE TRIGGER "ledger_entries_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ledger_entries" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();
