CREATE TYPE "public"."subscription_status" AS ENUM('active', 'payment_due', 'suspended', 'cancelled');--> statement-breakpoint
CREATE TABLE "stored_cards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stored_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"provider" varchar(30) NOT NULL,
	"token" varchar(200) NOT NULL,
	"brand" varchar(20) NOT NULL,
	"last4" varchar(4) NOT NULL,
	"expire_month" smallint NOT NULL,
	"expire_year" smallint NOT NULL,
	"added_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_charges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscription_charges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscription_id" integer NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"status" "payment_status" DEFAULT 'pending' NOT NULL,
	"attempts" smallint DEFAULT 1 NOT NULL,
	"amount" integer NOT NULL,
	"failure_code" varchar(40),
	"payment_id" integer,
	"charged_at" timestamp with time zone NOT NULL,
	CONSTRAINT "subscription_charges_once_per_period" UNIQUE("subscription_id","period_start"),
	CONSTRAINT "subscription_charges_amount_not_negative" CHECK ("subscription_charges"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"brand_id" smallint NOT NULL,
	"status" "subscription_status" DEFAULT 'active' NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"next_payment_at" timestamp with time zone,
	"cancel_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"payment_due_since" timestamp with time zone,
	"suspended_at" timestamp with time zone,
	"card_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stored_cards" ADD CONSTRAINT "stored_cards_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_cards" ADD CONSTRAINT "stored_cards_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_charges" ADD CONSTRAINT "subscription_charges_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_charges" ADD CONSTRAINT "subscription_charges_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_card_id_stored_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."stored_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stored_cards_account_id_index" ON "stored_cards" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_live_per_line" ON "subscriptions" USING btree ("account_id","brand_id") WHERE "subscriptions"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "subscriptions_due" ON "subscriptions" USING btree ("next_payment_at") WHERE "subscriptions"."next_payment_at" is not null;--> statement-breakpoint
-- Packets paid before subscriptions existed become subscriptions without a card on file: their
-- first renewal is refused for want of one, and the customer pays in the card modal (which keeps it).
INSERT INTO "subscriptions" ("account_id", "product_id", "brand_id", "status", "current_period_start", "current_period_end", "next_payment_at")
SELECT DISTINCT ON (ap."account_id", p."brand_id")
	ap."account_id", ap."product_id", p."brand_id", 'active', ap."purchased_at", ap."next_payment_at", ap."next_payment_at"
FROM "account_products" ap
JOIN "products" p ON p."id" = ap."product_id"
WHERE ap."removed_at" IS NULL AND ap."next_payment_at" IS NOT NULL AND p."parent_id" IS NULL
ORDER BY ap."account_id", p."brand_id", ap."purchased_at" DESC;
--> statement-breakpoint
-- A signed-in caller's cached reads (0015) learn of renewals, cancellations and kept cards too.
CREATE TRIGGER "stored_cards_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "stored_cards" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "subscriptions_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "subscriptions" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "subscription_charges_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "subscription_charges" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();
