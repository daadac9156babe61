CREATE TYPE "public"."notification_kind" AS ENUM('call_received', 'urgent_call_received', 'shipment_received', 'official_notice_received', 'shipment_request_done');--> statement-breakpoint
CREATE TYPE "public"."call_outcome" AS ENUM('message_taken', 'put_through', 'call_back', 'urgent');--> statement-breakpoint
CREATE TYPE "public"."shipment_action" AS ENUM('hold', 'forward', 'scan', 'shred');--> statement-breakpoint
CREATE TYPE "public"."shipment_kind" AS ENUM('letter', 'parcel', 'official_notice');--> statement-breakpoint
CREATE TYPE "public"."shipment_status" AS ENUM('received', 'hold_requested', 'held', 'forward_requested', 'forwarded', 'scan_requested', 'scanned', 'shred_requested', 'shredded');--> statement-breakpoint
CREATE TABLE "account_lines" (
	"account_id" integer NOT NULL,
	"brand_id" smallint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_lines_account_id_brand_id_pk" PRIMARY KEY("account_id","brand_id")
);
--> statement-breakpoint
CREATE TABLE "user_notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"account_id" integer,
	"kind" "notification_kind" NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"link" varchar(300),
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "office_calls" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "office_calls_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"called_at" timestamp with time zone NOT NULL,
	"caller_name" varchar(120) NOT NULL,
	"caller_phone" varchar(20) NOT NULL,
	"subject" varchar(200) NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"outcome" "call_outcome" NOT NULL,
	"note" text,
	"read_at" timestamp with time zone,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "office_shipment_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "office_shipment_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shipment_id" integer NOT NULL,
	"action" "shipment_action" NOT NULL,
	"address" text,
	"note" text,
	"carrier" varchar(60),
	"tracking_number" varchar(60),
	"requested_by" integer,
	"requested_at" timestamp with time zone NOT NULL,
	"done_by" integer,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "office_shipments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "office_shipments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"kind" "shipment_kind" NOT NULL,
	"sender" varchar(200) NOT NULL,
	"carrier" varchar(60),
	"tracking_number" varchar(60),
	"status" "shipment_status" DEFAULT 'received' NOT NULL,
	"photo_key" varchar(200),
	"photo_type" varchar(40),
	"scan_key" varchar(200),
	"seen_at" timestamp with time zone,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "office_location_products" (
	"location_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "office_location_products_location_id_product_id_pk" PRIMARY KEY("location_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "account_status_changes" ADD COLUMN "brand_id" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "office_locations" ADD COLUMN "meeting_rooms" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "office_locations" ADD COLUMN "reception_hours" varchar(20) DEFAULT '09:00-18:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "office_locations" ADD COLUMN "parking" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "office_locations" ADD COLUMN "latitude" real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "office_locations" ADD COLUMN "longitude" real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "office_locations" ADD COLUMN "secretary_id" integer;--> statement-breakpoint
ALTER TABLE "account_lines" ADD CONSTRAINT "account_lines_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_notifications" ADD CONSTRAINT "user_notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_notifications" ADD CONSTRAINT "user_notifications_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_calls" ADD CONSTRAINT "office_calls_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_calls" ADD CONSTRAINT "office_calls_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_shipment_requests" ADD CONSTRAINT "office_shipment_requests_shipment_id_office_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."office_shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_shipment_requests" ADD CONSTRAINT "office_shipment_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_shipment_requests" ADD CONSTRAINT "office_shipment_requests_done_by_users_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_shipments" ADD CONSTRAINT "office_shipments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_shipments" ADD CONSTRAINT "office_shipments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_location_products" ADD CONSTRAINT "office_location_products_location_id_office_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."office_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_location_products" ADD CONSTRAINT "office_location_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_lines_brand_id_status_index" ON "account_lines" USING btree ("brand_id","status");--> statement-breakpoint
CREATE INDEX "user_notifications_latest" ON "user_notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "user_notifications_unread" ON "user_notifications" USING btree ("user_id") WHERE "user_notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "office_calls_by_account" ON "office_calls" USING btree ("account_id","called_at");--> statement-breakpoint
CREATE INDEX "office_calls_unread" ON "office_calls" USING btree ("account_id") WHERE "office_calls"."read_at" is null;--> statement-breakpoint
CREATE INDEX "office_calls_by_time" ON "office_calls" USING btree ("called_at");--> statement-breakpoint
CREATE INDEX "office_shipment_requests_by_shipment" ON "office_shipment_requests" USING btree ("shipment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "office_shipment_requests_one_open" ON "office_shipment_requests" USING btree ("shipment_id") WHERE "office_shipment_requests"."done_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "office_shipment_requests_one_final" ON "office_shipment_requests" USING btree ("shipment_id") WHERE "office_shipment_requests"."action" in ('forward', 'shred');--> statement-breakpoint
CREATE INDEX "office_shipment_requests_queue" ON "office_shipment_requests" USING btree ("requested_at") WHERE "office_shipment_requests"."done_at" is null;--> statement-breakpoint
CREATE INDEX "office_shipments_by_account" ON "office_shipments" USING btree ("account_id","received_at");--> statement-breakpoint
ALTER TABLE "office_locations" ADD CONSTRAINT "office_locations_secretary_id_users_id_fk" FOREIGN KEY ("secretary_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Existing companies: the office line for those holding an office subscription (its state from the
-- subscription), the accountant line for every other, with the company's status as it stood.
INSERT INTO "account_lines" ("account_id", "brand_id", "status", "created_at")
SELECT DISTINCT ON (s."account_id") s."account_id", 2,
  CASE s."status" WHEN 'active' THEN 4 WHEN 'payment_due' THEN 2 WHEN 'suspended' THEN 7 ELSE 6 END,
  s."created_at"
FROM "subscriptions" s WHERE s."brand_id" = 2
ORDER BY s."account_id", s."created_at" DESC;--> statement-breakpoint
INSERT INTO "account_lines" ("account_id", "brand_id", "status", "created_at")
SELECT a."id", 1, a."status", a."created_at" FROM "accounts" a
WHERE NOT EXISTS (SELECT 1 FROM "account_lines" l WHERE l."account_id" = a."id")
   OR EXISTS (SELECT 1 FROM "subscriptions" s WHERE s."account_id" = a."id" AND s."brand_id" = 1);
--> statement-breakpoint
-- Which packets an office offers is part of the public catalogue (GET office-locations): a change
-- tells every instance to drop its cached answer, like the other catalogue tables (0013).
CREATE TRIGGER "office_location_products_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "office_location_products" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
-- Every new table tells the callers' answer caches (0015) that data changed.
CREATE TRIGGER "account_lines_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "account_lines" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();--> statement-breakpoint
CREATE TRIGGER "user_notifications_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_notifications" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();--> statement-breakpoint
CREATE TRIGGER "office_calls_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "office_calls" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();--> statement-breakpoint
CREATE TRIGGER "office_shipments_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "office_shipments" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();--> statement-breakpoint
CREATE TRIGGER "office_shipment_requests_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "office_shipment_requests" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();--> statement-breakpoint
CREATE TRIGGER "office_location_products_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "office_location_products" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();
