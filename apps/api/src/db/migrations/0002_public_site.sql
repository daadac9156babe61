CREATE TYPE "public"."appointment_status" AS ENUM('new', 'contacted', 'done', 'cancelled');--> statement-breakpoint
CREATE TABLE "appointment_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "appointment_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"full_name" varchar(120) NOT NULL,
	"email" varchar(190) NOT NULL,
	"phone" varchar(13) NOT NULL,
	"company" varchar(120) NOT NULL,
	"preferred_date" date NOT NULL,
	"time_slot" varchar(5) NOT NULL,
	"status" "appointment_status" DEFAULT 'new' NOT NULL,
	"assignee_id" integer,
	"notes" text,
	"language_id" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_requests_phone_format" CHECK ("appointment_requests"."phone" ~ '^\+90[0-9]{10}$'),
	CONSTRAINT "appointment_requests_time_slot_format" CHECK ("appointment_requests"."time_slot" ~ '^[0-2][0-9]:[0-5][0-9]$')
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"full_name" varchar(120) NOT NULL,
	"email" varchar(190) NOT NULL,
	"phone" varchar(13) NOT NULL,
	"subject" varchar(120) NOT NULL,
	"message" text NOT NULL,
	"language_id" smallint NOT NULL,
	"ip_hash" varchar(64) NOT NULL,
	"user_agent" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone,
	CONSTRAINT "contact_messages_phone_format" CHECK ("contact_messages"."phone" ~ '^\+90[0-9]{10}$')
);
--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD CONSTRAINT "appointment_requests_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD CONSTRAINT "appointment_requests_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_requests_status_created_at_index" ON "appointment_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "appointment_requests_preferred_date_index" ON "appointment_requests" USING btree ("preferred_date");--> statement-breakpoint
CREATE INDEX "appointment_requests_assignee_id_index" ON "appointment_requests" USING btree ("assignee_id");--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_index" ON "contact_messages" USING btree ("created_at");