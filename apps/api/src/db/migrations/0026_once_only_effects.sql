CREATE TABLE "mail_deliveries" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"template" varchar(60) NOT NULL,
	"state" varchar(10) NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "mail_deliveries_state" CHECK ("mail_deliveries"."state" in ('sending', 'sent'))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "unanswered_lookups" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "needs_review_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "mail_deliveries_by_claimed_at" ON "mail_deliveries" USING btree ("claimed_at");--> statement-breakpoint
CREATE INDEX "payments_needing_review" ON "payments" USING btree ("needs_review_at") WHERE "payments"."needs_review_at" is not null;--> statement-breakpoint
CREATE TRIGGER "mail_deliveries_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "mail_deliveries" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();
