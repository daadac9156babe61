CREATE TYPE "public"."network_sector" AS ENUM('technology', 'finance', 'manufacturing', 'retail', 'food', 'health', 'education', 'construction', 'logistics', 'consulting', 'tourism', 'other');--> statement-breakpoint
CREATE TYPE "public"."network_session_status" AS ENUM('held', 'confirmed', 'expired', 'cancelled');--> statement-breakpoint
CREATE TABLE "network_booth_contacts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "network_booth_contacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booth_id" integer NOT NULL,
	"sender_user_id" integer,
	"full_name" varchar(120) NOT NULL,
	"email" varchar(190) NOT NULL,
	"phone" varchar(20),
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "network_booth_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "network_booth_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booth_id" integer NOT NULL,
	"title" varchar(120) NOT NULL,
	"file_key" varchar(200) NOT NULL,
	"file_type" varchar(40) NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "network_booths" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "network_booths_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"representative_user_id" integer NOT NULL,
	"name" varchar(80) NOT NULL,
	"sector" "network_sector" NOT NULL,
	"city" varchar(60) NOT NULL,
	"description" text NOT NULL,
	"offer" varchar(300) DEFAULT '' NOT NULL,
	"website" varchar(200),
	"logo_key" varchar(200),
	"logo_type" varchar(40),
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"team" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"hidden_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "network_session_registrations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "network_session_registrations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"name" varchar(120) NOT NULL,
	"email" varchar(190) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "network_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "network_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"stage_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"booth_id" integer,
	"booked_by" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" "network_session_status" DEFAULT 'held' NOT NULL,
	"held_until" timestamp with time zone,
	"payment_id" integer,
	"title" varchar(120) NOT NULL,
	"speaker" varchar(120) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sector" "network_sector",
	"capacity" integer NOT NULL,
	"registered" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "network_sessions_registered_within_capacity" CHECK ("network_sessions"."registered" >= 0 and "network_sessions"."registered" <= "network_sessions"."capacity"),
	CONSTRAINT "network_sessions_ends_after_start" CHECK ("network_sessions"."ends_at" > "network_sessions"."starts_at"),
	CONSTRAINT "network_sessions_held_until_set" CHECK ("network_sessions"."status" <> 'held' or "network_sessions"."held_until" is not null)
);
--> statement-breakpoint
CREATE TABLE "network_stages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "network_stages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" varchar(60) NOT NULL,
	"name_tr" varchar(80) NOT NULL,
	"name_en" varchar(80) NOT NULL,
	"description_tr" text NOT NULL,
	"description_en" text NOT NULL,
	"capacity" integer NOT NULL,
	"location" varchar(200) NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "network_stages_slug_unique" UNIQUE("slug"),
	CONSTRAINT "network_stages_capacity_positive" CHECK ("network_stages"."capacity" > 0)
);
--> statement-breakpoint
ALTER TABLE "network_booth_contacts" ADD CONSTRAINT "network_booth_contacts_booth_id_network_booths_id_fk" FOREIGN KEY ("booth_id") REFERENCES "public"."network_booths"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_booth_contacts" ADD CONSTRAINT "network_booth_contacts_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_booth_documents" ADD CONSTRAINT "network_booth_documents_booth_id_network_booths_id_fk" FOREIGN KEY ("booth_id") REFERENCES "public"."network_booths"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_booths" ADD CONSTRAINT "network_booths_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_booths" ADD CONSTRAINT "network_booths_representative_user_id_users_id_fk" FOREIGN KEY ("representative_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_booths" ADD CONSTRAINT "network_booths_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_session_registrations" ADD CONSTRAINT "network_session_registrations_session_id_network_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."network_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_session_registrations" ADD CONSTRAINT "network_session_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_sessions" ADD CONSTRAINT "network_sessions_stage_id_network_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."network_stages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_sessions" ADD CONSTRAINT "network_sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_sessions" ADD CONSTRAINT "network_sessions_booth_id_network_booths_id_fk" FOREIGN KEY ("booth_id") REFERENCES "public"."network_booths"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_sessions" ADD CONSTRAINT "network_sessions_booked_by_users_id_fk" FOREIGN KEY ("booked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_sessions" ADD CONSTRAINT "network_sessions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "network_booth_contacts_by_booth" ON "network_booth_contacts" USING btree ("booth_id","created_at");--> statement-breakpoint
CREATE INDEX "network_booth_documents_by_booth" ON "network_booth_documents" USING btree ("booth_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "network_booths_one_per_company" ON "network_booths" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "network_booths_one_per_representative" ON "network_booths" USING btree ("representative_user_id");--> statement-breakpoint
CREATE INDEX "network_booths_directory" ON "network_booths" USING btree ("name","id") WHERE "network_booths"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "network_booths_directory_by_sector" ON "network_booths" USING btree ("sector","name","id") WHERE "network_booths"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "network_booths_directory_by_city" ON "network_booths" USING btree ("city","name","id") WHERE "network_booths"."hidden_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "network_session_registrations_one_per_user" ON "network_session_registrations" USING btree ("session_id","user_id") WHERE "network_session_registrations"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "network_session_registrations_by_user" ON "network_session_registrations" USING btree ("user_id") WHERE "network_session_registrations"."cancelled_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "network_sessions_one_per_stage_hour" ON "network_sessions" USING btree ("stage_id","starts_at") WHERE "network_sessions"."status" in ('held', 'confirmed');--> statement-breakpoint
CREATE INDEX "network_sessions_calendar" ON "network_sessions" USING btree ("starts_at") WHERE "network_sessions"."status" = 'confirmed';--> statement-breakpoint
CREATE INDEX "network_sessions_expiring" ON "network_sessions" USING btree ("held_until") WHERE "network_sessions"."status" = 'held';--> statement-breakpoint
CREATE INDEX "network_sessions_by_account" ON "network_sessions" USING btree ("account_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "network_sessions_one_per_payment" ON "network_sessions" USING btree ("payment_id") WHERE "network_sessions"."payment_id" is not null;--> statement-breakpoint
-- The answer caches drop on any change (0015_data_changes.sql): every new table tells them.
CREATE TRIGGER "network_stages_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "network_stages" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "network_booths_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "network_booths" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "network_booth_documents_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "network_booth_documents" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "network_booth_contacts_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "network_booth_contacts" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "network_sessions_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "network_sessions" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "network_session_registrations_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "network_session_registrations" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();
