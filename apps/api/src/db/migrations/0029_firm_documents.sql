CREATE TYPE "public"."document_request_status" AS ENUM('open', 'fulfilled');--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'tax_document_added';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'company_document_added';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'document_requested';--> statement-breakpoint
CREATE TABLE "company_document_downloads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_document_downloads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_id" integer NOT NULL,
	"user_id" integer,
	"downloaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_document_reminders" (
	"document_id" integer NOT NULL,
	"days_before" smallint NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_document_reminders_document_id_days_before_pk" PRIMARY KEY("document_id","days_before")
);
--> statement-breakpoint
CREATE TABLE "company_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"kind" varchar(30) NOT NULL,
	"title" varchar(120),
	"valid_until" date,
	"storage_key" varchar(200) NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"mime_type" varchar(60) NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "document_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"title" varchar(120) NOT NULL,
	"kind" varchar(30) NOT NULL,
	"period" varchar(7) NOT NULL,
	"due_date" date NOT NULL,
	"note" varchar(1000),
	"status" "document_request_status" DEFAULT 'open' NOT NULL,
	"document_id" integer,
	"requested_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fulfilled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "company_document_downloads" ADD CONSTRAINT "company_document_downloads_document_id_company_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."company_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_document_downloads" ADD CONSTRAINT "company_document_downloads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_document_reminders" ADD CONSTRAINT "company_document_reminders_document_id_company_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."company_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_documents" ADD CONSTRAINT "company_documents_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_documents" ADD CONSTRAINT "company_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_document_id_account_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."account_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_document_downloads_document_id_downloaded_at_index" ON "company_document_downloads" USING btree ("document_id","downloaded_at");--> statement-breakpoint
CREATE INDEX "company_document_downloads_user_id_index" ON "company_document_downloads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "company_documents_by_account" ON "company_documents" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "company_documents_by_valid_until" ON "company_documents" USING btree ("valid_until") WHERE "company_documents"."valid_until" is not null;--> statement-breakpoint
CREATE INDEX "company_documents_uploaded_by_index" ON "company_documents" USING btree ("uploaded_by");--> statement-breakpoint
CREATE INDEX "document_requests_by_account" ON "document_requests" USING btree ("account_id","status","due_date");--> statement-breakpoint
CREATE INDEX "document_requests_document_id_index" ON "document_requests" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "document_requests_requested_by_index" ON "document_requests" USING btree ("requested_by");--> statement-breakpoint
CREATE TRIGGER "company_documents_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "company_documents" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "company_document_downloads_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "company_document_downloads" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "company_document_reminders_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "company_document_reminders" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "document_requests_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "document_requests" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();
