ALTER TABLE "payments" ADD COLUMN "card_expire_month" smallint;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "card_expire_year" smallint;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "challenge_token_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "challenge_page" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "return_to" varchar(300);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_challenge_token_hash_unique" UNIQUE("challenge_token_hash");