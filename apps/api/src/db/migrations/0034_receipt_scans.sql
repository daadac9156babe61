CREATE TABLE "receipt_scans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "receipt_scans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"storage_key" varchar(200) NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"mime_type" varchar(100) NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"failure_key" varchar(100),
	"draft" jsonb,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "receipt_scans_status" CHECK ("receipt_scans"."status" in ('pending', 'read', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "receipt_scans" ADD CONSTRAINT "receipt_scans_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_scans" ADD CONSTRAINT "receipt_scans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "receipt_scans_by_account" ON "receipt_scans" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "receipt_scans_created_by_index" ON "receipt_scans" USING btree ("created_by");--> statement-breakpoint
CREATE TRIGGER "receipt_scans_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "receipt_scans" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();
