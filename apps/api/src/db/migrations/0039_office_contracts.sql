CREATE TABLE "office_contracts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "office_contracts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"number" varchar(30) NOT NULL,
	"terms" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_ip" varchar(45),
	"accepted_by" integer,
	CONSTRAINT "office_contracts_account_id_unique" UNIQUE("account_id"),
	CONSTRAINT "office_contracts_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "office_contracts" ADD CONSTRAINT "office_contracts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_contracts" ADD CONSTRAINT "office_contracts_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE TRIGGER "office_contracts_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "office_contracts" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();
