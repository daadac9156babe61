CREATE TYPE "public"."room_booking_status" AS ENUM('held', 'confirmed', 'cancelled', 'failed');--> statement-breakpoint
CREATE TABLE "meeting_room_booking_hours" (
	"booking_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	CONSTRAINT "meeting_room_booking_hours_booking_id_starts_at_pk" PRIMARY KEY("booking_id","starts_at")
);
--> statement-breakpoint
CREATE TABLE "meeting_room_bookings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "meeting_room_bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"room_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"booked_by" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"hours" smallint NOT NULL,
	"free_hours" smallint NOT NULL,
	"paid_hours" smallint NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"status" "room_booking_status" NOT NULL,
	"held_until" timestamp with time zone,
	"payment_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "meeting_room_bookings_hours_split" CHECK ("meeting_room_bookings"."hours" > 0 and "meeting_room_bookings"."hours" = "meeting_room_bookings"."free_hours" + "meeting_room_bookings"."paid_hours"),
	CONSTRAINT "meeting_room_bookings_ends_after_start" CHECK ("meeting_room_bookings"."ends_at" > "meeting_room_bookings"."starts_at"),
	CONSTRAINT "meeting_room_bookings_held_until_set" CHECK ("meeting_room_bookings"."status" <> 'held' or "meeting_room_bookings"."held_until" is not null)
);
--> statement-breakpoint
CREATE TABLE "meeting_rooms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "meeting_rooms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"location_id" integer NOT NULL,
	"slug" varchar(60) NOT NULL,
	"name" varchar(80) NOT NULL,
	"seats" smallint NOT NULL,
	"hourly_price" integer NOT NULL,
	"photo" varchar(200) NOT NULL,
	"equipment" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "meeting_rooms_seats_positive" CHECK ("meeting_rooms"."seats" > 0),
	CONSTRAINT "meeting_rooms_price_not_negative" CHECK ("meeting_rooms"."hourly_price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "meeting_room_booking_hours" ADD CONSTRAINT "meeting_room_booking_hours_booking_id_meeting_room_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."meeting_room_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_room_booking_hours" ADD CONSTRAINT "meeting_room_booking_hours_room_id_meeting_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."meeting_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_room_bookings" ADD CONSTRAINT "meeting_room_bookings_room_id_meeting_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."meeting_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_room_bookings" ADD CONSTRAINT "meeting_room_bookings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_room_bookings" ADD CONSTRAINT "meeting_room_bookings_booked_by_users_id_fk" FOREIGN KEY ("booked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_room_bookings" ADD CONSTRAINT "meeting_room_bookings_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_rooms" ADD CONSTRAINT "meeting_rooms_location_id_office_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."office_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_room_booking_hours_one_per_room_hour" ON "meeting_room_booking_hours" USING btree ("room_id","starts_at");--> statement-breakpoint
CREATE INDEX "meeting_room_bookings_by_account" ON "meeting_room_bookings" USING btree ("account_id","starts_at");--> statement-breakpoint
CREATE INDEX "meeting_room_bookings_by_day" ON "meeting_room_bookings" USING btree ("starts_at") WHERE "meeting_room_bookings"."status" = 'confirmed';--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_rooms_slug_per_location" ON "meeting_rooms" USING btree ("location_id","slug");--> statement-breakpoint
CREATE TRIGGER "meeting_rooms_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "meeting_rooms" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();--> statement-breakpoint
CREATE TRIGGER "meeting_room_bookings_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "meeting_room_bookings" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();--> statement-breakpoint
CREATE TRIGGER "meeting_room_booking_hours_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "meeting_room_booking_hours" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();
