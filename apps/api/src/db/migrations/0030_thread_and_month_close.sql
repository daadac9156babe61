CREATE TYPE "public"."advisor_change_status" AS ENUM('open', 'approved', 'declined');--> statement-breakpoint
CREATE TYPE "public"."message_kind" AS ENUM('message', 'question', 'advisor_change');--> statement-breakpoint
CREATE TYPE "public"."message_side" AS ENUM('customer', 'staff');--> statement-breakpoint
CREATE TYPE "public"."month_close_state" AS ENUM('documents_pending', 'documents_complete', 'booked', 'returns_filed', 'closed');--> statement-breakpoint
CREATE TABLE "advisor_change_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "advisor_change_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"reason" varchar(1000) NOT NULL,
	"status" "advisor_change_status" DEFAULT 'open' NOT NULL,
	"requested_by" integer,
	"current_advisor_id" integer,
	"new_advisor_id" integer,
	"answer_note" varchar(1000),
	"answered_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "company_message_mails" (
	"account_id" integer NOT NULL,
	"side" "message_side" NOT NULL,
	"mailed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "company_message_mails_account_id_side_pk" PRIMARY KEY("account_id","side")
);
--> statement-breakpoint
CREATE TABLE "company_message_reads" (
	"account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"last_read_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_message_reads_account_id_user_id_pk" PRIMARY KEY("account_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "company_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"kind" "message_kind" DEFAULT 'message' NOT NULL,
	"side" "message_side" NOT NULL,
	"author_id" integer,
	"body" text NOT NULL,
	"storage_key" varchar(200),
	"file_name" varchar(200),
	"mime_type" varchar(60),
	"size" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_overdue_mails" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"mailed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "month_closes" (
	"account_id" integer NOT NULL,
	"period" varchar(7) NOT NULL,
	"state" "month_close_state" NOT NULL,
	"completed_by_customer_at" timestamp with time zone,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "month_closes_account_id_period_pk" PRIMARY KEY("account_id","period")
);
--> statement-breakpoint
ALTER TABLE "advisor_change_requests" ADD CONSTRAINT "advisor_change_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_change_requests" ADD CONSTRAINT "advisor_change_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_change_requests" ADD CONSTRAINT "advisor_change_requests_current_advisor_id_users_id_fk" FOREIGN KEY ("current_advisor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_change_requests" ADD CONSTRAINT "advisor_change_requests_new_advisor_id_users_id_fk" FOREIGN KEY ("new_advisor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_change_requests" ADD CONSTRAINT "advisor_change_requests_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_message_mails" ADD CONSTRAINT "company_message_mails_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_message_reads" ADD CONSTRAINT "company_message_reads_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_message_reads" ADD CONSTRAINT "company_message_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_messages" ADD CONSTRAINT "company_messages_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_messages" ADD CONSTRAINT "company_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_overdue_mails" ADD CONSTRAINT "application_overdue_mails_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "month_closes" ADD CONSTRAINT "month_closes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "month_closes" ADD CONSTRAINT "month_closes_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advisor_change_requests_by_status" ON "advisor_change_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "advisor_change_requests_one_open" ON "advisor_change_requests" USING btree ("account_id") WHERE "advisor_change_requests"."status" = 'open';--> statement-breakpoint
CREATE INDEX "advisor_change_requests_requested_by_index" ON "advisor_change_requests" USING btree ("requested_by");--> statement-breakpoint
CREATE INDEX "advisor_change_requests_current_advisor_id_index" ON "advisor_change_requests" USING btree ("current_advisor_id");--> statement-breakpoint
CREATE INDEX "advisor_change_requests_new_advisor_id_index" ON "advisor_change_requests" USING btree ("new_advisor_id");--> statement-breakpoint
CREATE INDEX "advisor_change_requests_answered_by_index" ON "advisor_change_requests" USING btree ("answered_by");--> statement-breakpoint
CREATE INDEX "company_message_reads_user_id_index" ON "company_message_reads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "company_messages_by_account" ON "company_messages" USING btree ("account_id","side","id");--> statement-breakpoint
CREATE INDEX "company_messages_author_id_index" ON "company_messages" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "month_closes_by_period" ON "month_closes" USING btree ("period","state");--> statement-breakpoint
CREATE INDEX "month_closes_updated_by_index" ON "month_closes" USING btree ("updated_by");--> statement-breakpoint
-- The advisor questions become the first messages of each company's thread: the question as the
-- staff's, its answer as the customer's, at their own moments.
INSERT INTO "company_messages" ("account_id", "kind", "side", "author_id", "body", "created_at")
SELECT "account_id", "kind"::"message_kind", "side"::"message_side", "author_id", "body", "created_at" FROM (
  SELECT "account_id", 'question' AS "kind", 'staff' AS "side", "asked_by" AS "author_id", "question" AS "body", "asked_at" AS "created_at"
  FROM "advisor_questions"
  UNION ALL
  SELECT "account_id", 'message', 'customer', "answered_by", "answer", "answered_at"
  FROM "advisor_questions" WHERE "answer" IS NOT NULL AND "answered_at" IS NOT NULL
) AS "thread"
ORDER BY "created_at";--> statement-breakpoint
-- What was already asked and answered is history, not news: everyone has read it.
INSERT INTO "company_message_reads" ("account_id", "user_id", "last_read_id")
SELECT t."account_id", p."user_id", t."last_id"
FROM (SELECT "account_id", max("id") AS "last_id" FROM "company_messages" GROUP BY "account_id") t
JOIN (
  SELECT "account_id", "user_id" FROM "account_users"
  UNION SELECT "account_id", "user_id" FROM "account_staff"
) p ON p."account_id" = t."account_id";--> statement-breakpoint
CREATE TRIGGER "advisor_change_requests_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "advisor_change_requests" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();--> statement-breakpoint
CREATE TRIGGER "company_message_mails_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "company_message_mails" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();--> statement-breakpoint
CREATE TRIGGER "company_message_reads_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "company_message_reads" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();--> statement-breakpoint
CREATE TRIGGER "company_messages_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "company_messages" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();--> statement-breakpoint
CREATE TRIGGER "application_overdue_mails_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "application_overdue_mails" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();--> statement-breakpoint
CREATE TRIGGER "month_closes_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "month_closes" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();
