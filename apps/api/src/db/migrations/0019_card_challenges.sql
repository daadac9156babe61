CREATE TABLE "card_challenges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "card_challenges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscription_id" integer NOT NULL,
	"user_id" integer,
	"token_hash" varchar(64) NOT NULL,
	"provider_ref" varchar(100) NOT NULL,
	"page" text,
	"return_to" varchar(300) NOT NULL,
	"status" "payment_status" DEFAULT 'pending' NOT NULL,
	"failure_code" varchar(40),
	"card_brand" varchar(20) NOT NULL,
	"card_last4" varchar(4) NOT NULL,
	"expire_month" smallint NOT NULL,
	"expire_year" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_challenges_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "card_challenges" ADD CONSTRAINT "card_challenges_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_challenges" ADD CONSTRAINT "card_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- A signed-in caller's cached reads (0015) learn of card challenges too.
CREATE TRIGGER "card_challenges_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "card_challenges" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();
