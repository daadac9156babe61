CREATE TABLE "sales_terms_acceptances" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sales_terms_acceptances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"user_id" integer,
	"payment_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"brand_id" smallint NOT NULL,
	"language" varchar(2) NOT NULL,
	"version" varchar(20) NOT NULL,
	"text_hash" varchar(64) NOT NULL,
	"documents" jsonb NOT NULL,
	"ip" varchar(45),
	"accepted_at" timestamp with time zone NOT NULL,
	"mailed_at" timestamp with time zone,
	CONSTRAINT "sales_terms_acceptances_payment_id_unique" UNIQUE("payment_id")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "stored_card_id" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "is_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "renewal_day" smallint;--> statement-breakpoint
ALTER TABLE "sales_terms_acceptances" ADD CONSTRAINT "sales_terms_acceptances_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_terms_acceptances" ADD CONSTRAINT "sales_terms_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_terms_acceptances" ADD CONSTRAINT "sales_terms_acceptances_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_terms_acceptances" ADD CONSTRAINT "sales_terms_acceptances_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_terms_acceptances_account_id_index" ON "sales_terms_acceptances" USING btree ("account_id");--> statement-breakpoint
CREATE TRIGGER "sales_terms_acceptances_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sales_terms_acceptances" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();
