CREATE TABLE "security_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "security_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" varchar(40) NOT NULL,
	"user_id" integer,
	"account_id" integer,
	"ip" varchar(64),
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "security_events" ADD CONSTRAINT "security_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_events" ADD CONSTRAINT "security_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "security_events_occurred_at_index" ON "security_events" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "security_events_type_occurred_at_index" ON "security_events" USING btree ("type","occurred_at");--> statement-breakpoint
CREATE INDEX "security_events_user_id_occurred_at_index" ON "security_events" USING btree ("user_id","occurred_at");--> statement-breakpoint
CREATE INDEX "security_events_account_id_occurred_at_index" ON "security_events" USING btree ("account_id","occurred_at");