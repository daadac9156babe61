CREATE TYPE "public"."outside_hours_action" AS ENUM('take_message', 'refer_to_mail', 'call_back_next_day');--> statement-breakpoint
CREATE TABLE "office_call_instructions" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"greeting" varchar(300) NOT NULL,
	"business_hours" jsonb NOT NULL,
	"put_through" jsonb NOT NULL,
	"outside_hours_action" "outside_hours_action" NOT NULL,
	"outside_hours_note" text DEFAULT '' NOT NULL,
	"refused_callers" text DEFAULT '' NOT NULL,
	"notify_by_mail" boolean NOT NULL,
	"notify_by_sms" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "office_call_instructions" ADD CONSTRAINT "office_call_instructions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_call_instructions" ADD CONSTRAINT "office_call_instructions_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE TRIGGER "office_call_instructions_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "office_call_instructions" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();
