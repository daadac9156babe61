ALTER TYPE "public"."shipment_status" ADD VALUE 'collected';--> statement-breakpoint
CREATE TABLE "office_authorised_recipients" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "office_authorised_recipients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"full_name" varchar(120) NOT NULL,
	"national_id_hash" varchar(64) NOT NULL,
	"national_id_last3" varchar(3) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "office_forwarding_addresses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "office_forwarding_addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"label" varchar(60) NOT NULL,
	"recipient" varchar(120) NOT NULL,
	"city" varchar(60) NOT NULL,
	"district" varchar(60) NOT NULL,
	"neighbourhood" varchar(120) NOT NULL,
	"street" varchar(200) NOT NULL,
	"postal_code" varchar(5) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "office_mail_preferences" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"forwarding_weekday" smallint DEFAULT 5 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "office_mail_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "office_mail_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"kind" "shipment_kind",
	"sender_contains" varchar(100) DEFAULT '' NOT NULL,
	"action" "shipment_action" NOT NULL,
	"forwarding_address_id" integer,
	"notify_at_once" boolean DEFAULT false NOT NULL,
	"replaced_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "office_shipments" ADD COLUMN "rule_id" integer;--> statement-breakpoint
ALTER TABLE "office_shipments" ADD COLUMN "collected_by" integer;--> statement-breakpoint
ALTER TABLE "office_shipments" ADD COLUMN "collected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "office_shipments" ADD COLUMN "collection_proof_key" varchar(200);--> statement-breakpoint
ALTER TABLE "office_shipments" ADD COLUMN "storage_notice_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "office_authorised_recipients" ADD CONSTRAINT "office_authorised_recipients_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_forwarding_addresses" ADD CONSTRAINT "office_forwarding_addresses_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_mail_preferences" ADD CONSTRAINT "office_mail_preferences_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_mail_preferences" ADD CONSTRAINT "office_mail_preferences_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_mail_rules" ADD CONSTRAINT "office_mail_rules_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_mail_rules" ADD CONSTRAINT "office_mail_rules_forwarding_address_id_office_forwarding_addresses_id_fk" FOREIGN KEY ("forwarding_address_id") REFERENCES "public"."office_forwarding_addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "office_authorised_recipients_once" ON "office_authorised_recipients" USING btree ("account_id","national_id_hash") WHERE "office_authorised_recipients"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "office_forwarding_addresses_by_account" ON "office_forwarding_addresses" USING btree ("account_id") WHERE "office_forwarding_addresses"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "office_mail_rules_current" ON "office_mail_rules" USING btree ("account_id","position") WHERE "office_mail_rules"."replaced_at" is null;--> statement-breakpoint
ALTER TABLE "office_shipments" ADD CONSTRAINT "office_shipments_rule_id_office_mail_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."office_mail_rules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_shipments" ADD CONSTRAINT "office_shipments_collected_by_office_authorised_recipients_id_fk" FOREIGN KEY ("collected_by") REFERENCES "public"."office_authorised_recipients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE TRIGGER "office_forwarding_addresses_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "office_forwarding_addresses" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();--> statement-breakpoint
CREATE TRIGGER "office_mail_preferences_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "office_mail_preferences" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();--> statement-breakpoint
CREATE TRIGGER "office_mail_rules_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "office_mail_rules" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();--> statement-breakpoint
CREATE TRIGGER "office_authorised_recipients_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "office_authorised_recipients" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();
