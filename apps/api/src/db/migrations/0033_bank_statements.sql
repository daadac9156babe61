CREATE TABLE "bank_statement_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_statement_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"statement_id" integer NOT NULL,
	"position" integer NOT NULL,
	"booked_on" date NOT NULL,
	"value_on" date,
	"amount" bigint NOT NULL,
	"description" varchar(500) DEFAULT '' NOT NULL,
	"counterparty_name" varchar(200),
	"counterparty_iban" varchar(34),
	"reference" varchar(100),
	"proposed_kind" varchar(10),
	"proposed_id" integer,
	"proposed_reasons" varchar(60) DEFAULT '' NOT NULL,
	"matched_kind" varchar(10),
	"matched_id" integer,
	"collection_id" integer,
	"confirmed_by" integer,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "bank_statement_lines_proposed_kind" CHECK ("bank_statement_lines"."proposed_kind" in ('invoice', 'entry')),
	CONSTRAINT "bank_statement_lines_matched_kind" CHECK ("bank_statement_lines"."matched_kind" in ('invoice', 'entry'))
);
--> statement-breakpoint
CREATE TABLE "bank_statements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_statements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"format" varchar(10) NOT NULL,
	"bank" varchar(100),
	"iban" varchar(34),
	"currency" varchar(3) NOT NULL,
	"opening_balance" bigint,
	"closing_balance" bigint,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_statements_format" CHECK ("bank_statements"."format" in ('mt940', 'camt053', 'bank_csv', 'bank_xlsx'))
);
--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_statement_id_bank_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."bank_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_statement_lines_by_statement" ON "bank_statement_lines" USING btree ("statement_id","position");--> statement-breakpoint
CREATE INDEX "bank_statement_lines_collection_id_index" ON "bank_statement_lines" USING btree ("collection_id");--> statement-breakpoint
CREATE INDEX "bank_statement_lines_confirmed_by_index" ON "bank_statement_lines" USING btree ("confirmed_by");--> statement-breakpoint
CREATE INDEX "bank_statements_by_account" ON "bank_statements" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "bank_statements_created_by_index" ON "bank_statements" USING btree ("created_by");--> statement-breakpoint
CREATE TRIGGER "bank_statements_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "bank_statements" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();--> statement-breakpoint
CREATE TRIGGER "bank_statement_lines_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "bank_statement_lines" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();
